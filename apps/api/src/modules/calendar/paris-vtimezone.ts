import { BUSINESS_TIME_ZONE } from '@parenthese/shared';

/**
 * Europe/Paris as a VTIMEZONE (RFC 5545 §3.6.5): the European Union's rule since 1996, summer time from
 * the last Sunday of March at 02:00 to the last Sunday of October at 03:00. Written here rather than
 * taken from a time-zone package: it is one rule, and calendar-event.test.ts checks it against the
 * runtime's time-zone database for the coming years, so a change of the rule fails a test.
 */
export const PARIS_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${BUSINESS_TIME_ZONE}`,
  `X-LIC-LOCATION:${BUSINESS_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** ical-generator's VTIMEZONE generator: the calendar files only ever use Paris time. */
export function parisVtimezone(timeZone: string): string | null {
  return timeZone === BUSINESS_TIME_ZONE ? PARIS_VTIMEZONE : null;
}
