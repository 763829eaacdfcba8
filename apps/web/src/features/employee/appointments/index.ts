export { EmployeeAppointmentsPage } from './employee-appointments-page';
