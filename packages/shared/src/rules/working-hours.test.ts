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
} from './working-hours';

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
    expect(slotStartProblem(new Date('2026-10-25T06:00:00Z'))).toBeNull(); // 07:00 winter
    expect(slotStartProblem(new Date('2026-10-24T05:00:00Z'))).toBeNull(); // 07:00 summer
    expect(slotStartProblem(new Date('2026-10-25T05:00:00Z'))).toBe('outside-working-hours'); // 06:00
    expect(slotStartProblem(new Date('2026-10-25T18:00:00Z'))).toBeNull(); // 19:00
    expect(slotStartProblem(new Date('2026-10-25T19:00:00Z'))).toBe('outside-working-hours'); // 20:00
    expect(slotStartProblem(new Date('2026-10-25T08:30:00Z'))).toBe('not-on-the-hour');
    expect(slotStartProblem(new Date('2026-10-25T08:00:01Z'))).toBe('not-on-the-hour');
  });

  it('names Paris days and cells', () => {
    expect(parisDateKey(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(slotKey(new Date('2026-11-23T06:00:00Z'))).toBe('2026-11-23T07');
  });
});
