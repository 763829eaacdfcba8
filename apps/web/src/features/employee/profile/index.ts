export { EmployeeProfilePage } from './employee-profile-page';
export { employeeDetailsQueryKey, useEmployeeDetails } from './api/get-employee-details';
