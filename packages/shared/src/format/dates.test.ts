import { describe, expect, it } from 'vitest';
import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { inParis, parisDateTime } from '../rules/paris-time';
import { BUSINESS_TIME_ZONE } from '../rules/time-zone';
import {
  capitalized,
  dateText,
  dayMonthText,
  dayNumberText,
  longDateText,
  mailDateText,
  mailDateTimeText,
  mailTimeText,
  monthYearText,
  numericDateTimeText,
  shortDateText,
  shortDayMonthText,
  shortWeekdayDateText,
  shortWeekdayText,
  timeHText,
  timeText,
  timeWithSecondsText,
  weekdayDateText,
  pickerDayText,
  poolSnapshotDayText,
} from './dates';
import { elapsedText } from './elapsed';

// date-fns writes « 1 décembre »; the product writes « 1er décembre » (a day of the month followed by its month).
const firstAsOrdinal = (text: string) => text.replace(/(^|\s)1 (?=\p{L})/u, '$11er ');

// Each format and the date-fns pattern (on a Paris TZDate, French locale) the screens used before it.
const formats: [string, (instant: Date) => string, string][] = [
  ['dayNumberText', dayNumberText, 'd'],
  ['shortWeekdayText', shortWeekdayText, 'EEE'],
  ['dayMonthText', dayMonthText, 'd MMMM'],
  ['shortDayMonthText', shortDayMonthText, 'd MMM'],
  ['dateText', dateText, 'd MMMM yyyy'],
  ['shortDateText', shortDateText, 'd MMM yyyy'],
  ['weekdayDateText', weekdayDateText, 'EEEE d MMMM'],
  ['shortWeekdayDateText', shortWeekdayDateText, 'EEE d MMM'],
  ['longDateText', longDateText, 'EEEE d MMMM yyyy'],
  ['monthYearText', monthYearText, 'MMMM yyyy'],
  ['timeText', timeText, 'HH:mm'],
  ['timeWithSecondsText', timeWithSecondsText, 'HH:mm:ss'],
  ['timeHText', timeHText, "HH'h'mm"],
  ['mailTimeText', mailTimeText, "HH 'h' mm"],
  ['numericDateTimeText', numericDateTimeText, 'dd/MM/yyyy HH:mm:ss'],
];

// Every hour of the day and every day of the week by turns over a year, and each minute around both
// daylight-saving changes.
function* instants() {
  const start = Date.parse('2026-01-01T00:00:00.000Z');
  const step = 13 * 3_600_000 + 7 * 60_000 + 11_000;
  for (let instant = start; instant < start + 400 * 86_400_000; instant += step) yield new Date(instant);
  for (const change of ['2026-03-29T01:00:00.000Z', '2026-10-25T01:00:00.000Z']) {
    for (let minute = -90; minute <= 90; minute += 1) yield new Date(Date.parse(change) + minute * 60_000);
  }
}

describe('the French dates of the product, on the Paris clock', () => {
  it('writes each format as in these examples', () => {
    const instant = '2026-02-03T08:05:30.000Z'; // a Tuesday, 09:05:30 in Paris (winter, UTC+1)
    expect(dayNumberText(instant)).toBe('3');
    expect(shortWeekdayText(instant)).toBe('mar.');
    expect(dayMonthText(instant)).toBe('3 février');
    expect(shortDayMonthText(instant)).toBe('3 févr.');
    expect(dateText(instant)).toBe('3 février 2026');
    expect(shortDateText(instant)).toBe('3 févr. 2026');
    expect(weekdayDateText(instant)).toBe('mardi 3 février');
    expect(shortWeekdayDateText(instant)).toBe('mar. 3 févr.');
    expect(longDateText(instant)).toBe('mardi 3 février 2026');
    expect(capitalized(longDateText(instant))).toBe('Mardi 3 février 2026');
    expect(monthYearText(instant)).toBe('février 2026');
    expect(timeText(instant)).toBe('09:05');
    expect(timeWithSecondsText(instant)).toBe('09:05:30');
    expect(timeHText(instant)).toBe('09h05');
    expect(numericDateTimeText(instant)).toBe('03/02/2026 09:05:30');
    // A Date, an ISO string and a number of milliseconds are the same instant.
    expect(timeText(new Date(instant))).toBe('09:05');
    expect(timeText(Date.parse(instant))).toBe('09:05');
    // The employee screens: « Lundi 30 novembre 2026 », « 09:00 ».
    expect(capitalized(longDateText('2026-11-30T08:00:00.000Z'))).toBe('Lundi 30 novembre 2026');
    expect(timeText('2026-11-30T08:00:00.000Z')).toBe('09:00');
  });

  it('writes the first of a month « 1er » in every text with a month, as the mails do, and « 1 » in a calendar grid', () => {
    const first = '2026-12-01T08:00:00.000Z'; // Tuesday 1 December 2026, 09:00 in Paris
    expect(capitalized(longDateText(first))).toBe('Mardi 1er décembre 2026');
    expect(weekdayDateText(first)).toBe('mardi 1er décembre');
    expect(shortWeekdayDateText(first)).toBe('mar. 1er déc.');
    expect(dayMonthText(first)).toBe('1er décembre');
    expect(shortDayMonthText(first)).toBe('1er déc.');
    expect(dateText(first)).toBe('1er décembre 2026');
    expect(shortDateText(first)).toBe('1er déc. 2026');
    expect(mailDateText(first, first)).toBe('mardi 1er décembre');
    expect(dayNumberText(first)).toBe('1');
    expect(longDateText('2026-12-02T08:00:00.000Z')).toBe('mercredi 2 décembre 2026');
  });

  it('writes a date picker’s day from its calendar fields, whatever the browser’s zone', () => {
    expect(pickerDayText(new Date(2026, 11, 1))).toBe('mardi 1er décembre 2026');
    expect(pickerDayText(new Date(2026, 11, 31, 23, 59))).toBe('jeudi 31 décembre 2026');
  });

  it('reads the Paris clock across the daylight-saving changes', () => {
    // Sunday 29 March 2026: 02:00 in Paris becomes 03:00 (01:00 UTC).
    expect(timeText('2026-03-29T00:59:00.000Z')).toBe('01:59');
    expect(timeText('2026-03-29T01:00:00.000Z')).toBe('03:00');
    // Sunday 25 October 2026: 03:00 in Paris becomes 02:00 again (01:00 UTC).
    expect(timeText('2026-10-25T00:59:00.000Z')).toBe('02:59');
    expect(timeText('2026-10-25T01:00:00.000Z')).toBe('02:00');
    // The same wall-clock hour on either side of a change is a different offset.
    expect(timeText(parisDateTime(2026, 3, 28, 10))).toBe('10:00');
    expect(timeText(parisDateTime(2026, 3, 30, 10))).toBe('10:00');
    expect(new Date(parisDateTime(2026, 3, 30, 10)).toISOString()).toBe('2026-03-30T08:00:00.000Z');
  });

  it('writes the Paris day of an instant near midnight UTC, and midnight as 00:00', () => {
    // 23:30 UTC on New Year's Eve is already the next day, and the next year, in Paris.
    const newYear = '2026-12-31T23:30:00.000Z';
    expect(longDateText(newYear)).toBe('vendredi 1er janvier 2027');
    expect(monthYearText(newYear)).toBe('janvier 2027');
    expect(dateText('2026-12-31T22:59:00.000Z')).toBe('31 décembre 2026');
    expect(timeText('2026-12-31T23:00:00.000Z')).toBe('00:00');
    // In summer Paris is two hours ahead: 22:00 UTC is midnight of the next day.
    expect(weekdayDateText('2026-07-14T22:00:00.000Z')).toBe('mercredi 15 juillet');
    expect(timeHText('2026-07-14T22:00:00.000Z')).toBe('00h00');
  });

  it('writes what date-fns wrote, over a year of instants and both daylight-saving changes', () => {
    const written: string[] = [];
    const before: string[] = [];
    for (const date of instants()) {
      for (const [name, write, pattern] of formats) {
        written.push(`${date.toISOString()} ${name}: ${write(date)}`);
        before.push(`${date.toISOString()} ${name}: ${firstAsOrdinal(format(inParis(date), pattern, { locale: fr }))}`);
      }
    }
    expect(written).toEqual(before);
  }, 20_000);

  it('writes what the browser’s formatters wrote for the pending email change and the printed outbox', () => {
    const expiry = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: BUSINESS_TIME_ZONE });
    const dates = [...instants()];
    expect(dates.map((date) => `${dayMonthText(date)} à ${timeText(date)}`)).toEqual(dates.map((date) => firstAsOrdinal(expiry.format(date))));
    expect(dates.map(numericDateTimeText)).toEqual(dates.map((date) => date.toLocaleString('fr-FR', { timeZone: BUSINESS_TIME_ZONE })));
  });

  it('writes the elapsed time in its largest whole unit', () => {
    const now = Date.parse('2026-03-29T12:00:00.000Z');
    expect(elapsedText(now - 5 * 60_000, now)).toBe('5 minutes');
    expect(elapsedText(now - 3 * 3_600_000, now)).toBe('3 heures');
    expect(elapsedText(now - 26 * 3_600_000, now)).toBe('1 jour');
  });

  // The employee pages write dates before they paint: this module brings no date library with it.
  it('imports no date library', async () => {
    // The path in a variable: the shared project has no Vite types for '?raw' (tsc), Vitest still reads it.
    const raw = './dates.ts?raw';
    const source: string = (await import(/* @vite-ignore */ raw)).default;
    expect(source).not.toMatch(/from '(date-fns|@date-fns\/tz)/);
  });
});

describe('the date wording of mails', () => {
  const now = parisDateTime(2030, 1, 15, 9);

  it('reads « mardi 12 mars à 10 h 00 » on the Paris clock, whatever the instant’s offset', () => {
    expect(mailDateTimeText(parisDateTime(2030, 3, 12, 10), now)).toBe('mardi 12 mars à 10 h 00');
    // Across both daylight-saving changes: the day after each, 10:00 in Paris.
    expect(mailDateTimeText(parisDateTime(2030, 4, 1, 10), now)).toBe('lundi 1er avril à 10 h 00');
    expect(mailDateTimeText(parisDateTime(2030, 10, 28, 10), now)).toBe('lundi 28 octobre à 10 h 00');
    expect(new Date(parisDateTime(2030, 10, 28, 10)).toISOString()).toBe('2030-10-28T09:00:00.000Z');
  });

  it('adds the year outside the current one, and writes minutes and hours on two digits', () => {
    expect(mailDateText(parisDateTime(2031, 1, 3, 9), now)).toBe('vendredi 3 janvier 2031');
    expect(mailTimeText(parisDateTime(2030, 3, 12, 9, 5))).toBe('09 h 05');
    // 23:30 UTC on 31 December is New Year's Day in Paris: the year is the Paris one.
    expect(mailDateText('2030-12-31T23:30:00.000Z', now)).toBe('mercredi 1er janvier 2031');
  });
});

describe('the pool snapshot day', () => {
  it('says the day at 0 h, « 1er » for the first, whatever the clock change', () => {
    expect(poolSnapshotDayText('2026-11-27')).toBe('au 27 novembre à 0 h');
    expect(poolSnapshotDayText('2026-12-01')).toBe('au 1er décembre à 0 h');
    expect(poolSnapshotDayText('2026-03-29')).toBe('au 29 mars à 0 h');
  });
});
