export { WorkingHoursPage } from './working-hours-page';
export { prefetchWorkingHoursReads } from './prefetch-working-hours-reads';
