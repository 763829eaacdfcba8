import { BUSINESS_TIME_ZONE } from '../rules/time-zone';

/**
 * Every date and time the product writes (pages, mails, scripts), in French and on the Paris clock, whatever
 * the zone of the reader's browser or of the server: the business runs on BUSINESS_TIME_ZONE.
 *
 * Written with the platform's Intl rather than date-fns's format, its French locale and a TZDate: Intl costs
 * no download (the employee pages write dates before they paint), and Node and browsers agree on it.
 * dates.test.ts checks every text against what date-fns wrote before. (The elapsed time, « il y a 3 heures »,
 * is in elapsed.ts.)
 */
export type Instant = Date | string | number;

type Parts = Record<'weekday' | 'day' | 'month' | 'year' | 'hour' | 'minute' | 'second', string>;

// Made on first use, not when a page's script loads.
let longFormat: Intl.DateTimeFormat | undefined;
let shortFormat: Intl.DateTimeFormat | undefined;
let numericFormat: Intl.DateTimeFormat | undefined;
let shortMonthFormat: Intl.DateTimeFormat | undefined;

function toParts(format: Intl.DateTimeFormat, instant: Instant): Parts {
  const parts: Parts = { weekday: '', day: '', month: '', year: '', hour: '', minute: '', second: '' };
  for (const { type, value } of format.formatToParts(new Date(instant))) if (type in parts) parts[type as keyof Parts] = value;
  return parts;
}

/** « lundi », « 3 », « mars », « 2026 », « 09 », « 05 », « 00 » */
function longParts(instant: Instant): Parts {
  longFormat ??= new Intl.DateTimeFormat('fr-FR', {
    timeZone: BUSINESS_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return toParts(longFormat, instant);
}

/** « lun. », « 3 », « févr. » */
function shortParts(instant: Instant): Parts {
  shortFormat ??= new Intl.DateTimeFormat('fr-FR', { timeZone: BUSINESS_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short' });
  return toParts(shortFormat, instant);
}

/** « 3 », « 1er »: French writes the first of a month as an ordinal, in pages and mails alike. */
const dayOfMonth = (day: string) => (day === '1' ? '1er' : day);

/** « Lundi 3 mars » from « lundi 3 mars ». */
export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// Days

/** « 3 », « 1 »: a calendar's grid number, never inside a sentence. */
export const dayNumberText = (instant: Instant) => longParts(instant).day;

/** « lun. » */
export const shortWeekdayText = (instant: Instant) => shortParts(instant).weekday;

/** « 3 mars » */
export function dayMonthText(instant: Instant): string {
  const { day, month } = longParts(instant);
  return `${dayOfMonth(day)} ${month}`;
}

/** « 3 févr. » */
export function shortDayMonthText(instant: Instant): string {
  const { day, month } = shortParts(instant);
  return `${dayOfMonth(day)} ${month}`;
}

/** « 3 mars 2026 » */
export function dateText(instant: Instant): string {
  const { day, month, year } = longParts(instant);
  return `${dayOfMonth(day)} ${month} ${year}`;
}

/** « 3 févr. 2026 » */
export function shortDateText(instant: Instant): string {
  const { year } = longParts(instant);
  return `${shortDayMonthText(instant)} ${year}`;
}

/** « lundi 3 mars » */
export function weekdayDateText(instant: Instant): string {
  const { weekday, day, month } = longParts(instant);
  return `${weekday} ${dayOfMonth(day)} ${month}`;
}

/** « lun. 3 févr. » */
export function shortWeekdayDateText(instant: Instant): string {
  const { weekday, day, month } = shortParts(instant);
  return `${weekday} ${dayOfMonth(day)} ${month}`;
}

/** « lundi 3 mars 2026 » */
export function longDateText(instant: Instant): string {
  const { weekday, day, month, year } = longParts(instant);
  return `${weekday} ${dayOfMonth(day)} ${month} ${year}`;
}

/**
 * « mardi 1er décembre 2026 » for a date picker's day: react-day-picker hands the day as local midnight of the
 * reader's browser, so its calendar fields are read, never its instant (noon UTC of that date is that date in Paris).
 */
export const pickerDayText = (day: Date) => longDateText(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate(), 12));

/** « mars 2026 » */
export function monthYearText(instant: Instant): string {
  const { month, year } = longParts(instant);
  return `${month} ${year}`;
}

// Months named by 'YYYY-MM' (the employer's report, which carries nothing finer): noon UTC on the 15th is
// that same month in Paris.
const middleOfMonth = (yearMonth: string) => `${yearMonth}-15T12:00:00.000Z`;

/** « mars 2026 » from '2026-03' */
export const yearMonthText = (yearMonth: string) => monthYearText(middleOfMonth(yearMonth));

/** « mars » from '2026-03' */
export const monthNameText = (yearMonth: string) => longParts(middleOfMonth(yearMonth)).month;

/** « mars », « févr. » from '2026-03' (a chart's axis) */
export function shortMonthText(yearMonth: string): string {
  shortMonthFormat ??= new Intl.DateTimeFormat('fr-FR', { timeZone: BUSINESS_TIME_ZONE, month: 'short' });
  return shortMonthFormat.format(new Date(middleOfMonth(yearMonth)));
}

// Times (midnight is 00:00, never 24:00)

/** « 09:05 » */
export function timeText(instant: Instant): string {
  const { hour, minute } = longParts(instant);
  return `${hour}:${minute}`;
}

/** « 09:05:30 » */
export function timeWithSecondsText(instant: Instant): string {
  const { hour, minute, second } = longParts(instant);
  return `${hour}:${minute}:${second}`;
}

/** « 09h05 » */
export function timeHText(instant: Instant): string {
  const { hour, minute } = longParts(instant);
  return `${hour}h${minute}`;
}

/** « 03/03/2026 09:05:30 » (the outbox printed in a terminal) */
export function numericDateTimeText(instant: Instant): string {
  numericFormat ??= new Intl.DateTimeFormat('fr-FR', {
    timeZone: BUSINESS_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const { day, month, year, hour, minute, second } = toParts(numericFormat, instant);
  return `${day}/${month}/${year} ${hour}:${minute}:${second}`;
}

// Mails: one wording in every mail, « mardi 12 mars à 10 h 00 ».

/**
 * « mardi 12 mars », « lundi 1er avril » (French writes the first as an ordinal), « vendredi 3 janvier 2031 »
 * outside the year of `now`. `now` is the server's clock when the mail is written, never the machine's date
 * by default (decision 0078).
 */
export function mailDateText(instant: Instant, now: Instant): string {
  const { weekday, day, month, year } = longParts(instant);
  const sameYear = year === longParts(now).year;
  return `${weekday} ${dayOfMonth(day)} ${month}${sameYear ? '' : ` ${year}`}`;
}

/** « 10 h 00 » */
export function mailTimeText(instant: Instant): string {
  const { hour, minute } = longParts(instant);
  return `${hour} h ${minute}`;
}

/** « mardi 12 mars à 10 h 00 » */
export function mailDateTimeText(instant: Instant, now: Instant): string {
  return `${mailDateText(instant, now)} à ${mailTimeText(instant)}`;
}

// Pool snapshots (decision 0045): the day only, never the hour a booking moved the pool.

/** « au 27 novembre à 0 h », « au 1er décembre à 0 h »: the Paris day ('YYYY-MM-DD') whose 0 h a pool snapshot is as of. */
export function poolSnapshotDayText(day: string): string {
  // Noon UTC of that date is the same date in Paris, whatever the clock change.
  const { day: number, month } = longParts(`${day}T12:00:00Z`);
  return `au ${dayOfMonth(number)} ${month} à 0 h`;
}
