export { CrisisLine } from './crisis-line';
export { formatLongDate, formatTime } from './format-dates';
export { categoryPresentation, defaultCategoryIcon } from './category-icons';
export { employeeDetailsQueryOptions, useEmployeeDetails } from './employee-details';
export { employeeMeetingsQueryOptions, useEmployeeMeetings } from './employee-meetings';
