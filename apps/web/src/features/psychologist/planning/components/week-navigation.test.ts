import { describe, expect, it } from 'vitest';
import { parisDateTime } from '@parenthese/shared';
import { weekLabel } from './week-navigation';

describe('the label of the week shown', () => {
  it('names the month once within a month, both months across two, both years across two', () => {
    expect(weekLabel(parisDateTime(2026, 11, 23))).toBe('23 – 29 novembre 2026');
    expect(weekLabel(parisDateTime(2026, 11, 30))).toBe('30 nov. – 6 déc. 2026');
    expect(weekLabel(parisDateTime(2026, 12, 28))).toBe('28 déc. 2026 – 3 janv. 2027');
  });

  it('reads the Paris days, on the week of a daylight-saving change too', () => {
    // Monday 23 March 2026 at 00:00 in Paris is still Sunday 22 March in UTC.
    expect(weekLabel(parisDateTime(2026, 3, 23))).toBe('23 – 29 mars 2026');
    expect(weekLabel(parisDateTime(2026, 10, 19))).toBe('19 – 25 octobre 2026');
  });
});
