import Holidays from 'date-holidays';
import { absenceInterval } from '@parenthese/shared';

/**
 * French public holidays, metropolitan list (no region: Alsace-Moselle's 26 December and Good Friday
 * are not in it), computed by the maintained `date-holidays` library rather than a list of our own.
 * Kept in the API: the library's data is large and the browser only needs the closed hours the API sends.
 */
const france = new Holidays('FR');

export type PublicHoliday = { day: string; name: string };

const byYear = new Map<number, PublicHoliday[]>();

/** The year's public holidays (type 'public' only: not the observances like Mother's Day), in date order. */
export function publicHolidaysOf(year: number): PublicHoliday[] {
  let holidays = byYear.get(year);
  if (!holidays) {
    holidays = france
      .getHolidays(year)
      .filter((holiday) => holiday.type === 'public')
      .map((holiday) => ({ day: holiday.date.slice(0, 10), name: holiday.name }))
      .sort((a, b) => a.day.localeCompare(b.day));
    byYear.set(year, holidays);
  }
  return holidays;
}

export function isPublicHoliday(day: string): boolean {
  return publicHolidaysOf(Number(day.slice(0, 4))).some((holiday) => holiday.day === day);
}

/** The public holidays whose Paris day meets [start, end), each with its interval (midnight to midnight, Paris). */
export function publicHolidaysBetween(range: { start: Date; end: Date }): (PublicHoliday & { start: Date; end: Date })[] {
  const firstYear = range.start.getUTCFullYear() - 1;
  const lastYear = range.end.getUTCFullYear() + 1;
  const found: (PublicHoliday & { start: Date; end: Date })[] = [];
  for (let year = firstYear; year <= lastYear; year += 1) {
    for (const holiday of publicHolidaysOf(year)) {
      const interval = absenceInterval({ kind: 'DAYS', firstDay: holiday.day, lastDay: holiday.day });
      if (interval.start < range.end && interval.end > range.start) found.push({ ...holiday, ...interval });
    }
  }
  return found;
}
