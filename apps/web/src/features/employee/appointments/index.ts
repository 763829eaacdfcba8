export { EmployeeAppointmentsPage } from './employee-appointments-page';
export { employeeMeetingsQueryKey } from './api/load-meetings';
