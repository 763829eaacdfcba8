import { TZDate } from '@date-fns/tz';
import { BUSINESS_TIME_ZONE } from './time-zone';

/** The instant of a Paris wall-clock time (month is 1-12), whatever the server's own time zone. */
export function parisDateTime(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  return new Date(new TZDate(year, month - 1, day, hour, minute, 0, 0, BUSINESS_TIME_ZONE).getTime());
}

/** The same instant seen on a Paris clock (use its getters: getHours, getDay...). */
export function inParis(instant: Date | number): TZDate {
  return new TZDate(typeof instant === 'number' ? instant : instant.getTime(), BUSINESS_TIME_ZONE);
}
