export { EmployeeConsultationsPage } from './employee-consultations-page';
