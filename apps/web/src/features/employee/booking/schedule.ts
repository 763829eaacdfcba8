// The booking wizard's second and third steps and what only they need: the booking window in Paris time
// (date-fns and its time zone), the slot search's range, the calendar and the summary. Loaded once the
// employee starts choosing on the first step (use-schedule.ts), so that the page's first display does not
// wait for it: about 40 KB of code (ten chunks) that a phone fetched before it could paint the page.
export { bookingMonths, bookingRangeOfMonth, bookingWindow } from '@parenthese/shared';
export { slotsByDay } from './lib/slots';
export { ScheduleStep } from './components/schedule-step';
export { SummaryStep } from './components/summary-step';
