export { WorkingHoursPage } from './working-hours-page';
