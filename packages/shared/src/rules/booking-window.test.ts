import { describe, expect, it } from 'vitest';
import { parisDateTime } from './paris-time';
import { bookableStartChecker, bookingMonths, bookingRangeOfMonth, bookingWindow, isBookableDay, isBookableStart, parisDayKey, parisWeekdayName } from './booking-window';

// Wednesday 25 November 2026, 23:30 in Paris (22:30 UTC): "tomorrow" is Thursday the 26th.
const lateWednesday = parisDateTime(2026, 11, 25, 23, 30);

describe('booking window', () => {
  it('runs from tomorrow to the same date three months ahead, on Paris days', () => {
    const window = bookingWindow(lateWednesday);
    expect(window.firstDay).toBe('2026-11-26');
    expect(window.lastDay).toBe('2027-02-25');
    expect(window.startsAt.toISOString()).toBe('2026-11-25T23:00:00.000Z');
    expect(window.endsBefore.toISOString()).toBe('2027-02-25T23:00:00.000Z');
  });

  it('uses the Paris day even when UTC is still on the previous day', () => {
    // 00:30 Paris on Thursday is 23:30 UTC on Wednesday: tomorrow is Friday.
    expect(bookingWindow(parisDateTime(2026, 11, 26, 0, 30)).firstDay).toBe('2026-11-27');
  });

  it('accepts weekdays inside the window only', () => {
    expect(isBookableDay('2026-11-25', lateWednesday)).toBe(false); // today
    expect(isBookableDay('2026-11-26', lateWednesday)).toBe(true); // tomorrow, Thursday
    expect(isBookableDay('2026-11-28', lateWednesday)).toBe(false); // Saturday
    expect(isBookableDay('2026-11-29', lateWednesday)).toBe(false); // Sunday
    expect(isBookableDay('2027-02-25', lateWednesday)).toBe(true); // last day, Thursday
    expect(isBookableDay('2027-02-26', lateWednesday)).toBe(false); // beyond
  });

  it('judges a slot start by its Paris day, across daylight saving', () => {
    const now = parisDateTime(2027, 3, 20, 10);
    // Monday 29 March 2027, 09:00 Paris (summer time, 07:00 UTC).
    expect(isBookableStart(parisDateTime(2027, 3, 29, 9), now)).toBe(true);
    expect(isBookableStart(parisDateTime(2027, 3, 28, 9), now)).toBe(false); // Sunday
    expect(isBookableStart(parisDateTime(2027, 3, 20, 15), now)).toBe(false); // today
    expect(parisDayKey(new Date('2027-03-28T22:30:00Z'))).toBe('2027-03-29');
  });

  it('checks starts by instant exactly as by Paris day, across daylight saving and the window ends', () => {
    for (const now of [lateWednesday, parisDateTime(2027, 3, 20, 10), parisDateTime(2027, 10, 29, 23, 30)]) {
      const { isBookable } = bookableStartChecker(now);
      let bookable = 0;
      for (let hour = -48; hour < 24 * 100; hour += 1) {
        const start = new Date(now.getTime() + hour * 3_600_000 - (now.getTime() % 3_600_000));
        expect(isBookable(start), start.toISOString()).toBe(isBookableDay(parisDayKey(start), now));
        expect(isBookableStart(start, now)).toBe(isBookable(start));
        if (isBookable(start)) bookable += 1;
      }
      expect(bookable).toBeGreaterThan(24 * 60);
    }
  });

  // About 40,000 checks against Intl's Paris calendar: seconds on a loaded CI machine, past the 5 s default.
  it('checks starts that are not on the hour, in any order, as by Paris day (the weekday is remembered per hour)', { timeout: 30_000 }, () => {
    for (const now of [lateWednesday, parisDateTime(2027, 3, 20, 10), parisDateTime(2027, 10, 29, 23, 30)]) {
      const { isBookable } = bookableStartChecker(now);
      const starts: Date[] = [];
      for (let minutes = -48 * 60; minutes < 24 * 60 * 100; minutes += 25) starts.push(new Date(now.getTime() + minutes * 60_000));
      // Backwards then forwards: each hour is first met by its last minutes, then by its first.
      for (const start of [...starts].reverse().concat(starts)) {
        expect(isBookable(start), start.toISOString()).toBe(isBookableDay(parisDayKey(start), now));
      }
    }
  });

  it('keeps the window for the day: the same answer before and after Paris midnight as computed afresh', () => {
    const beforeMidnight = parisDateTime(2027, 3, 26, 23, 59);
    const afterMidnight = parisDateTime(2027, 3, 27, 0, 1);
    expect(bookingWindow(beforeMidnight).firstDay).toBe('2027-03-27');
    expect(bookingWindow(afterMidnight).firstDay).toBe('2027-03-28');
    expect(bookingWindow(beforeMidnight).firstDay).toBe('2027-03-27');
    const window = bookingWindow(afterMidnight);
    window.startsAt.setFullYear(2000);
    expect(bookingWindow(afterMidnight).startsAt.getFullYear()).toBe(2027);
  });

  it('lists the months from the current one to the last month of the window', () => {
    expect(bookingMonths(lateWednesday)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });

  it('clips a month to the window for the availability query', () => {
    const november = bookingRangeOfMonth('2026-11', lateWednesday)!;
    expect(november.startDate.toISOString()).toBe('2026-11-25T23:00:00.000Z');
    expect(november.endDate.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    const february = bookingRangeOfMonth('2027-02', lateWednesday)!;
    expect(february.endDate.toISOString()).toBe('2027-02-25T23:00:00.000Z');
    expect(bookingRangeOfMonth('2027-03', lateWednesday)).toBeNull();
  });

  it('names the weekday in uppercase English on a Paris clock', () => {
    expect(parisWeekdayName(parisDateTime(2026, 11, 30, 0, 30))).toBe('MONDAY');
  });
});
