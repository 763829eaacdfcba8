export { EmployeeProfilePage } from './employee-profile-page';
