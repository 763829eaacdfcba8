import { describe, expect, it } from 'vitest';
import { parisDateTime } from '@parenthese/shared';
import { isPublicHoliday, publicHolidaysBetween, publicHolidaysOf } from './public-holidays';

describe('French public holidays (metropolitan)', () => {
  it('holds the fixed and the moving ones of 2027, public ones only', () => {
    const days = publicHolidaysOf(2027).map((holiday) => holiday.day);
    expect(days).toEqual(['2027-01-01', '2027-03-29', '2027-05-01', '2027-05-06', '2027-05-08', '2027-05-17', '2027-07-14', '2027-08-15', '2027-11-01', '2027-11-11', '2027-12-25']);
    // Alsace-Moselle's days and observances are not in the metropolitan list.
    expect(isPublicHoliday('2027-12-26')).toBe(false);
    expect(isPublicHoliday('2027-03-26')).toBe(false); // Good Friday
    expect(isPublicHoliday('2027-05-30')).toBe(false); // Mother's Day
    expect(isPublicHoliday('2027-11-11')).toBe(true);
  });

  it('closes a whole Paris day, midnight to midnight, across a clock change', () => {
    const [easterMonday] = publicHolidaysBetween({ start: parisDateTime(2027, 3, 29, 9), end: parisDateTime(2027, 3, 29, 10) });
    expect(easterMonday).toMatchObject({ day: '2027-03-29', start: parisDateTime(2027, 3, 29), end: parisDateTime(2027, 3, 30) });
    expect(easterMonday.start.toISOString()).toBe('2027-03-28T22:00:00.000Z');
    // New Year's Day meets a range starting the evening before in UTC.
    expect(publicHolidaysBetween({ start: new Date('2026-12-31T23:30:00.000Z'), end: new Date('2027-01-01T00:30:00.000Z') }).map((holiday) => holiday.day)).toEqual(['2027-01-01']);
    expect(publicHolidaysBetween({ start: parisDateTime(2027, 11, 12), end: parisDateTime(2027, 11, 20) })).toEqual([]);
  });
});
