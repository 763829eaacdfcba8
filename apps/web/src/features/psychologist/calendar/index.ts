export { PsychologistCalendarPage } from './psychologist-calendar-page';
export { prefetchCalendarReads } from './prefetch-calendar-reads';
