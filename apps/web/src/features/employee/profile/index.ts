export { EmployeeProfilePage } from './employee-profile-page';
export { employeeDetailsQueryOptions, useEmployeeDetails } from './api/get-employee-details';
