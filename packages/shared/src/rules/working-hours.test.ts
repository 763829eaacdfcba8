import { describe, expect, it } from 'vitest';
import {
  CALENDAR_HOURS,
  EDITOR_HOURS,
  parisDateKey,
  parisWeekDays,
  parisWeekRange,
  parisWeekStart,
  shiftParisWeek,
  slotKey,
  slotStartAt,
  slotStartProblem,
  slotStartProblemMessages,
  homeParisWeekStart,
} from './working-hours';
import { isParisWeekend } from './booking-window';

const iso = (date: Date) => date.toISOString();

describe('working hours grid', () => {
  it('has 13 editor rows from 07:00 to 19:00 and 14 calendar rows to 20:00', () => {
    expect(EDITOR_HOURS).toHaveLength(13);
    expect(EDITOR_HOURS[0]).toBe(7);
    expect(EDITOR_HOURS.at(-1)).toBe(19);
    expect(CALENDAR_HOURS).toHaveLength(14);
    expect(CALENDAR_HOURS.at(-1)).toBe(20);
  });

  it('starts weeks on Monday in Paris, even late on Sunday evening UTC', () => {
    // Sunday 2026-11-22 23:30 UTC is already Monday 00:30 in Paris.
    expect(iso(parisWeekStart(new Date('2026-11-22T23:30:00Z')))).toBe('2026-11-22T23:00:00.000Z');
    expect(iso(parisWeekStart(new Date('2026-11-22T22:30:00Z')))).toBe('2026-11-15T23:00:00.000Z');
    expect(parisWeekDays(new Date('2026-11-25T12:00:00Z'))[0]).toEqual({ year: 2026, month: 11, day: 23 });
    expect(parisWeekDays(new Date('2026-11-25T12:00:00Z'))[6]).toEqual({ year: 2026, month: 11, day: 29 });
  });

  it('gives the right local hours in the October daylight-saving week (last Sunday 2026-10-25)', () => {
    const days = parisWeekDays(new Date('2026-10-22T12:00:00Z'));
    expect(days[0]).toEqual({ year: 2026, month: 10, day: 19 });
    // Saturday 24 is summer time (UTC+2), Sunday 25 and Monday 26 winter time (UTC+1).
    expect(iso(slotStartAt(days[5], 7))).toBe('2026-10-24T05:00:00.000Z');
    expect(iso(slotStartAt(days[6], 7))).toBe('2026-10-25T06:00:00.000Z');
    expect(iso(slotStartAt(days[6], 19))).toBe('2026-10-25T18:00:00.000Z');
    const range = parisWeekRange(new Date('2026-10-25T12:00:00Z'));
    expect(iso(range.start)).toBe('2026-10-18T22:00:00.000Z');
    expect(iso(range.end)).toBe('2026-10-25T23:00:00.000Z');
    // The week after the change has 7 days of 24 h.
    expect(iso(shiftParisWeek(range.start, 1))).toBe('2026-10-25T23:00:00.000Z');
  });

  it('gives the right local hours in the March daylight-saving week (last Sunday 2027-03-28)', () => {
    const days = parisWeekDays(new Date('2027-03-24T12:00:00Z'));
    expect(days[0]).toEqual({ year: 2027, month: 3, day: 22 });
    expect(iso(slotStartAt(days[5], 7))).toBe('2027-03-27T06:00:00.000Z');
    expect(iso(slotStartAt(days[6], 7))).toBe('2027-03-28T05:00:00.000Z');
    const range = parisWeekRange(days[3] && slotStartAt(days[3], 12));
    expect(iso(range.start)).toBe('2027-03-21T23:00:00.000Z');
    expect(iso(range.end)).toBe('2027-03-28T22:00:00.000Z');
    expect(iso(shiftParisWeek(new Date('2027-03-24T12:00:00Z'), 1))).toBe('2027-03-28T22:00:00.000Z');
    expect(slotKey(new Date('2027-03-28T05:00:00Z'))).toBe('2027-03-28T07');
  });

  it('accepts only starts on the hour between 07:00 and 19:00 Paris', () => {
    // Friday 2026-10-23 is on summer time (UTC+2), Monday 2026-10-26 on winter time (UTC+1).
    expect(slotStartProblem(new Date('2026-10-26T06:00:00Z'))).toBeNull(); // Monday 07:00 winter
    expect(slotStartProblem(new Date('2026-10-23T05:00:00Z'))).toBeNull(); // Friday 07:00 summer
    expect(slotStartProblem(new Date('2026-10-26T05:00:00Z'))).toBe('outside-working-hours'); // 06:00
    expect(slotStartProblem(new Date('2026-10-26T18:00:00Z'))).toBeNull(); // 19:00
    expect(slotStartProblem(new Date('2026-10-26T19:00:00Z'))).toBe('outside-working-hours'); // 20:00
    expect(slotStartProblem(new Date('2026-10-26T08:30:00Z'))).toBe('not-on-the-hour');
    expect(slotStartProblem(new Date('2026-10-26T08:00:01Z'))).toBe('not-on-the-hour');
  });

  it('refuses Saturday and Sunday, read on the Paris clock', () => {
    expect(slotStartProblem(new Date('2026-10-24T05:00:00Z'))).toBe('weekend'); // Saturday 07:00
    expect(slotStartProblem(new Date('2026-10-25T18:00:00Z'))).toBe('weekend'); // Sunday 19:00 (day of the change)
    // Friday 23:30 UTC is already Saturday in Paris, Sunday 23:30 UTC already Monday.
    expect(isParisWeekend(new Date('2026-10-23T22:30:00Z'))).toBe(true);
    expect(isParisWeekend(new Date('2026-10-25T23:30:00Z'))).toBe(false);
    expect(slotStartProblemMessages.weekend).toMatch(/lundi au vendredi/);
  });

  it('opens on the current week on weekdays and on the coming week on Saturday and Sunday', () => {
    // Friday 2026-11-27 18:00 Paris: this week (Monday 23 November).
    expect(iso(homeParisWeekStart(new Date('2026-11-27T17:00:00Z')))).toBe('2026-11-22T23:00:00.000Z');
    // Saturday 28 and Sunday 29 November late in the evening: the week of Monday 30 November.
    expect(iso(homeParisWeekStart(new Date('2026-11-28T08:00:00Z')))).toBe('2026-11-29T23:00:00.000Z');
    expect(iso(homeParisWeekStart(new Date('2026-11-29T22:30:00Z')))).toBe('2026-11-29T23:00:00.000Z');
    // Sunday 2027-03-28, the day clocks go forward: Monday 29 March starts at 22:00 UTC.
    expect(iso(homeParisWeekStart(new Date('2027-03-28T10:00:00Z')))).toBe('2027-03-28T22:00:00.000Z');
  });

  it('names Paris days and cells', () => {
    expect(parisDateKey(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(slotKey(new Date('2026-11-23T06:00:00Z'))).toBe('2026-11-23T07');
  });
});
