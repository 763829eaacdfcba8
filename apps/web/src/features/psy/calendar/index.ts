export { PsyCalendarPage } from './psy-calendar-page';
export { prefetchCalendarReads } from './prefetch-calendar-reads';
