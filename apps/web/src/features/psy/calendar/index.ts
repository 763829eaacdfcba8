export { PsyCalendarPage } from './psy-calendar-page';
