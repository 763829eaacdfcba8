export { EmployeeAppointmentsPage } from './employee-appointments-page';
export { employeeMeetingsQueryOptions } from './api/load-meetings';
