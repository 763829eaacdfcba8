export { EmployeePage } from './employee-page';
export { categoryPresentation, defaultCategoryIcon } from './category-icons';
export { employeeDetailsQueryOptions, useEmployeeDetails } from './employee-details';
export { employeeConsultationsQueryOptions, useEmployeeConsultations } from './employee-consultations';
