import { BUSINESS_TIME_ZONE } from './time-zone';

/**
 * The one date-and-time wording of every mail: « mardi 12 mars à 10 h 00 », on the Paris clock (the
 * business runs there). The year is added when the date is not in the year of `now`.
 */
let formatter: Intl.DateTimeFormat | undefined;
const part = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';

function parisParts(instant: Date) {
  formatter ??= new Intl.DateTimeFormat('fr-FR', {
    timeZone: BUSINESS_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return formatter.formatToParts(instant);
}

/** « mardi 12 mars » (« mardi 12 mars 2030 » outside the current year). */
export function mailDateText(instant: Date, now: Date = new Date()): string {
  const parts = parisParts(instant);
  const year = part(parts, 'year');
  const sameYear = year === part(parisParts(now), 'year');
  const day = part(parts, 'day');
  // French writes the first of the month as an ordinal: « lundi 1er avril ».
  return `${part(parts, 'weekday')} ${day === '1' ? '1er' : day} ${part(parts, 'month')}${sameYear ? '' : ` ${year}`}`;
}

/** « 10 h 00 » */
export function mailTimeText(instant: Date): string {
  const parts = parisParts(instant);
  return `${part(parts, 'hour')} h ${part(parts, 'minute')}`;
}

/** « mardi 12 mars à 10 h 00 » */
export function mailDateTimeText(instant: Date, now: Date = new Date()): string {
  return `${mailDateText(instant, now)} à ${mailTimeText(instant)}`;
}
