import { BUSINESS_TIME_ZONE } from '@parenthese/shared';

/**
 * Dates of the employee screens, always on a Paris clock (the business runs on Europe/Paris). Written with
 * the browser's Intl rather than date-fns's format, its French locale and a TZDate: every employee page
 * loads this module (it comes with the crisis line and the profile's query), and those weighed about 30 KB
 * (10 KB compressed, three chunks) fetched before the page could paint. format-dates.test.ts checks the
 * texts against date-fns's. The formatters are made on first use, not when the page's script loads.
 */
let longDate: Intl.DateTimeFormat | undefined;
let time: Intl.DateTimeFormat | undefined;

const part = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';

/** 'Lundi 30 novembre 2026' */
export function formatLongDate(instant: Date | string): string {
  longDate ??= new Intl.DateTimeFormat('fr-FR', { timeZone: BUSINESS_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const parts = longDate.formatToParts(new Date(instant));
  const weekday = part(parts, 'weekday');
  return `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)} ${part(parts, 'day')} ${part(parts, 'month')} ${part(parts, 'year')}`;
}

/** '09:00' */
export function formatTime(instant: Date | string): string {
  time ??= new Intl.DateTimeFormat('fr-FR', { timeZone: BUSINESS_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const parts = time.formatToParts(new Date(instant));
  return `${part(parts, 'hour')}:${part(parts, 'minute')}`;
}
