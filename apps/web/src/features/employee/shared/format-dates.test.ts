import { describe, expect, it } from 'vitest';
import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { inParis } from '@parenthese/shared';
import { formatLongDate, formatTime } from './format-dates';

// What the employee screens showed with date-fns (its format and French locale on a Paris TZDate): the Intl
// version must write the same texts.
const withDateFns = {
  longDate: (instant: Date) => {
    const text = format(inParis(instant), 'EEEE d MMMM yyyy', { locale: fr });
    return text.charAt(0).toUpperCase() + text.slice(1);
  },
  time: (instant: Date) => format(inParis(instant), 'HH:mm'),
};

describe('employee dates', () => {
  it('writes the long date and the time on a Paris clock', () => {
    expect(formatLongDate('2026-11-30T08:00:00.000Z')).toBe('Lundi 30 novembre 2026');
    expect(formatTime('2026-11-30T08:00:00.000Z')).toBe('09:00');
    // 23:30 in UTC is already the next day in Paris; midnight is 00:00, not 24:00.
    expect(formatLongDate(new Date('2026-12-31T23:30:00.000Z'))).toBe('Vendredi 1 janvier 2027');
    expect(formatTime(new Date('2026-12-31T23:00:00.000Z'))).toBe('00:00');
  });

  it('writes what date-fns wrote, over two years of instants (daylight saving changes included)', () => {
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    const step = 7 * 3_600_000 + 37 * 60_000; // 7 h 37: every hour of the day, every day of the week, by turns
    for (let instant = start; instant < start + 2 * 366 * 86_400_000; instant += step) {
      const date = new Date(instant);
      expect(formatLongDate(date)).toBe(withDateFns.longDate(date));
      expect(formatTime(date.toISOString())).toBe(withDateFns.time(date));
    }
    for (const change of ['2026-03-29T00:59:00.000Z', '2026-03-29T01:00:00.000Z', '2026-10-25T00:59:00.000Z', '2026-10-25T01:00:00.000Z']) {
      expect(formatTime(change)).toBe(withDateFns.time(new Date(change)));
    }
  });

  // Every employee page loads this module before it paints: it brings no date library with it.
  it('imports no date library', async () => {
    const source = (await import('./format-dates.ts?raw')).default;
    expect(source).not.toMatch(/from '(date-fns|@date-fns\/tz)/);
  });
});
