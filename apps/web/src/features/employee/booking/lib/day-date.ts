import { startOfParisDay, type DayKey } from '@parenthese/shared';

/** Noon (Paris) of a day key: a safe instant to print the day in any time zone. */
export function startOfParisDayDate(day: DayKey): Date {
  return new Date(startOfParisDay(day).getTime() + 12 * 3_600_000);
}
