import { addDays } from 'date-fns/addDays';
import { addWeeks } from 'date-fns/addWeeks';
import { format } from 'date-fns/format';
import { startOfWeek } from 'date-fns/startOfWeek';
import { isParisWeekend } from './booking-window';
import { inParis, parisDateTime } from './paris-time';

/** Working hours of the editor and the calendar (spec sections 2 and 9), in Paris wall-clock hours. */
export const WORKING_DAY_FIRST_HOUR = 7;
/** Slots end at 20:00 at the latest, so the last one starts at 19:00. */
export const WORKING_DAY_END_HOUR = 20;
export const DAYS_PER_WEEK = 7;
export const SLOT_LENGTH_MINUTES = 60;

const hoursFrom = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, index) => first + index);
/** The editor's 13 rows: 07:00-08:00 to 19:00-20:00 (the start hour of each). */
export const EDITOR_HOURS = hoursFrom(WORKING_DAY_FIRST_HOUR, WORKING_DAY_END_HOUR - 1);
/** The calendar's 14 rows: 07:00 to 20:00. */
export const CALENDAR_HOURS = hoursFrom(WORKING_DAY_FIRST_HOUR, WORKING_DAY_END_HOUR);

/** A Paris calendar day. Month is 1-12. */
export type ParisDay = { year: number; month: number; day: number };

export function parisDayOf(instant: Date | number): ParisDay {
  const local = inParis(instant);
  return { year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() };
}

/** The instant a slot of that Paris day starts at that hour: daylight saving is handled here. */
export function slotStartAt(day: ParisDay, hour: number): Date {
  return parisDateTime(day.year, day.month, day.day, hour);
}

export function slotEndAt(start: Date): Date {
  return new Date(start.getTime() + SLOT_LENGTH_MINUTES * 60_000);
}

/** Monday 00:00 (Paris) of the week containing the instant, as an instant. */
export function parisWeekStart(instant: Date | number): Date {
  const monday = startOfWeek(inParis(instant), { weekStartsOn: 1 });
  return parisDateTime(monday.getFullYear(), monday.getMonth() + 1, monday.getDate());
}

/** The seven Paris days (Monday first) of the week containing the instant. */
export function parisWeekDays(instant: Date | number): ParisDay[] {
  const monday = inParis(parisWeekStart(instant));
  return Array.from({ length: DAYS_PER_WEEK }, (_, index) => {
    const day = addDays(monday, index);
    return { year: day.getFullYear(), month: day.getMonth() + 1, day: day.getDate() };
  });
}

/** [start, end) of the Paris week containing the instant; end is the next Monday 00:00 (Paris). */
export function parisWeekRange(instant: Date | number): { start: Date; end: Date } {
  const start = parisWeekStart(instant);
  const nextMonday = addWeeks(inParis(start), 1);
  return { start, end: parisDateTime(nextMonday.getFullYear(), nextMonday.getMonth() + 1, nextMonday.getDate()) };
}

/** The Monday of the week `weeks` weeks after (or before) the one containing the instant. */
export function shiftParisWeek(instant: Date | number, weeks: number): Date {
  const shifted = addWeeks(inParis(parisWeekStart(instant)), weeks);
  return parisDateTime(shifted.getFullYear(), shifted.getMonth() + 1, shifted.getDate());
}

/** 'yyyy-MM-dd' of the Paris day of an instant (what the profile page sends to /planning/load). */
export function parisDateKey(instant: Date | number): string {
  return format(inParis(instant), 'yyyy-MM-dd');
}

/** Key of one cell of the week grid: Paris day and hour, e.g. '2026-10-26T07'. */
export function slotKey(instant: Date | number): string {
  return format(inParis(instant), "yyyy-MM-dd'T'HH");
}

export type SlotStartProblem = 'not-on-the-hour' | 'outside-working-hours' | 'weekend' | null;

/**
 * Slots start on the hour (Paris) between 07:00 and 19:00, so they end by 20:00, Monday to Friday:
 * employees cannot book a weekend, so a weekend slot would be published for nothing.
 */
export function slotStartProblem(instant: Date): SlotStartProblem {
  const local = inParis(instant);
  if (local.getMinutes() !== 0 || local.getSeconds() !== 0 || local.getMilliseconds() !== 0) return 'not-on-the-hour';
  const hour = local.getHours();
  if (hour < WORKING_DAY_FIRST_HOUR || hour > WORKING_DAY_END_HOUR - 1) return 'outside-working-hours';
  if (isParisWeekend(instant)) return 'weekend';
  return null;
}

/** The French refusal of each problem, shared by the server's answer and the editor's help. */
export const slotStartProblemMessages: Record<Exclude<SlotStartProblem, null>, string> = {
  'not-on-the-hour': 'Les créneaux doivent commencer à une heure pile.',
  'outside-working-hours': 'Les créneaux doivent se situer entre 07:00 et 20:00 (heure de Paris).',
  weekend: 'Les salariés ne réservent que du lundi au vendredi : pas de créneau le samedi ni le dimanche.',
};

/**
 * The week the editor and the calendar open on: the current one, or on Saturday and Sunday, when no
 * working day is left in it, the coming one.
 */
export function homeParisWeekStart(now: Date | number): Date {
  return isParisWeekend(now) ? shiftParisWeek(now, 1) : parisWeekStart(now);
}

/** The Paris hour of an instant, for placing it in a grid row. */
export function parisHourOf(instant: Date | number): number {
  return inParis(instant).getHours();
}
