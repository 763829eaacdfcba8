import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { format } from 'date-fns/format';
import { isWeekend } from 'date-fns/isWeekend';
import { startOfMonth } from 'date-fns/startOfMonth';
import { inParis, parisDateTime } from './paris-time';

/**
 * The booking window (spec section 9): from tomorrow to 3 months ahead, Monday to Friday, reckoned
 * on Paris days. The calendar of the booking wizard and the server apply this same rule.
 */
export const BOOKING_WINDOW_MONTHS = 3;

/** A Paris calendar day written 'yyyy-MM-dd'. */
export type DayKey = string;

/** The Paris day of an instant, as 'yyyy-MM-dd'. */
export function parisDayKey(instant: Date | number): DayKey {
  return format(inParis(instant), 'yyyy-MM-dd');
}

function dayKeyParts(key: DayKey): [number, number, number] {
  const [year, month, day] = key.split('-').map(Number);
  return [year, month, day];
}

/** Midnight (Paris) at the start of a Paris day. */
export function startOfParisDay(key: DayKey): Date {
  const [year, month, day] = dayKeyParts(key);
  return parisDateTime(year, month, day);
}

export type BookingWindow = {
  /** First bookable Paris day: tomorrow. */
  firstDay: DayKey;
  /** Last bookable Paris day: the same date 3 months from today. */
  lastDay: DayKey;
  /** Instants: from tomorrow 00:00 Paris (inclusive) to the day after lastDay 00:00 Paris (exclusive). */
  startsAt: Date;
  endsBefore: Date;
};

/**
 * The window only changes at Paris midnight, so the last one computed is kept with the day it holds
 * for: a server checking every booking and every search reads it instead of redoing the date arithmetic.
 */
let lastWindow: { dayStartsAt: number; window: BookingWindow } | undefined;

export function bookingWindow(now: Date): BookingWindow {
  const instant = now.getTime();
  if (!lastWindow || instant < lastWindow.dayStartsAt || instant >= lastWindow.window.startsAt.getTime()) {
    lastWindow = { dayStartsAt: startOfParisDay(parisDayKey(now)).getTime(), window: computeBookingWindow(now) };
  }
  const { window } = lastWindow;
  // Copies: a caller changing its dates cannot change the next caller's window.
  return { ...window, startsAt: new Date(window.startsAt), endsBefore: new Date(window.endsBefore) };
}

function computeBookingWindow(now: Date): BookingWindow {
  const today = inParis(now);
  const firstDay = format(addDays(today, 1), 'yyyy-MM-dd');
  const lastDay = format(addMonths(today, BOOKING_WINDOW_MONTHS), 'yyyy-MM-dd');
  const dayAfterLast = format(addDays(addMonths(today, BOOKING_WINDOW_MONTHS), 1), 'yyyy-MM-dd');
  return { firstDay, lastDay, startsAt: startOfParisDay(firstDay), endsBefore: startOfParisDay(dayAfterLast) };
}

/**
 * The weekday rule: employees book Monday to Friday only (Paris weekday). The booking search, the
 * psychologist's editor (weekend columns shaded) and the planning routes (weekend slots refused) read it.
 */
export function isParisWeekend(instant: Date | number): boolean {
  const weekday = inParis(instant).getDay();
  return weekday === 0 || weekday === 6;
}

function isWeekendDayKey(key: DayKey): boolean {
  const [year, month, day] = dayKeyParts(key);
  // A plain local date is enough here: only the weekday of a calendar date is read.
  return isWeekend(new Date(year, month - 1, day, 12));
}

/** A Paris day one may book on: Monday to Friday, from tomorrow to the window's last day. */
export function isBookableDay(key: DayKey, now: Date): boolean {
  const window = bookingWindow(now);
  return key >= window.firstDay && key <= window.lastDay && !isWeekendDayKey(key);
}

/** A slot start one may book: inside the window, on a weekday (Paris). */
export function isBookableStart(startsAt: Date, now: Date): boolean {
  return bookableStartChecker(now).isBookable(startsAt);
}

/**
 * The same rule as isBookableStart, with the window computed once: for checking many starts in one
 * request. The window's instants bound the Paris days (from tomorrow 00:00 to the day after the last
 * day 00:00), so only the Paris weekday is left to read for each start.
 */
export function bookableStartChecker(now: Date): { window: BookingWindow; isBookable: (startsAt: Date) => boolean } {
  const window = bookingWindow(now);
  const from = window.startsAt.getTime();
  const before = window.endsBefore.getTime();
  // Paris is a whole number of hours from UTC, so its days start on a UTC hour: the weekday is read once
  // per hour of the window, not once per slot (a search checks tens of thousands of slots).
  const weekendByHour = new Map<number, boolean>();
  return {
    window,
    isBookable: (startsAt) => {
      const instant = startsAt.getTime();
      if (instant < from || instant >= before) return false;
      const hour = Math.floor(instant / 3_600_000);
      let isWeekend = weekendByHour.get(hour);
      if (isWeekend === undefined) weekendByHour.set(hour, (isWeekend = isParisWeekend(startsAt)));
      return !isWeekend;
    },
  };
}

/** The months the calendar may show, as 'yyyy-MM': from the current month to the window's last month. */
export function bookingMonths(now: Date): string[] {
  const window = bookingWindow(now);
  const [lastYear, lastMonth] = dayKeyParts(window.lastDay);
  const months: string[] = [];
  let cursor = startOfMonth(inParis(now));
  const last = new Date(lastYear, lastMonth - 1, 1);
  while (cursor.getFullYear() * 12 + cursor.getMonth() <= last.getFullYear() * 12 + last.getMonth()) {
    months.push(format(cursor, 'yyyy-MM'));
    cursor = startOfMonth(addMonths(cursor, 1));
  }
  return months;
}

/** The instants to ask the server about for one calendar month, clipped to the booking window; null when none is bookable. */
export function bookingRangeOfMonth(month: string, now: Date): { startDate: Date; endDate: Date } | null {
  const window = bookingWindow(now);
  const [year, monthNumber] = month.split('-').map(Number);
  const monthStart = parisDateTime(year, monthNumber, 1);
  const nextMonthStart = monthNumber === 12 ? parisDateTime(year + 1, 1, 1) : parisDateTime(year, monthNumber + 1, 1);
  const startDate = new Date(Math.max(monthStart.getTime(), window.startsAt.getTime()));
  const endDate = new Date(Math.min(nextMonthStart.getTime(), window.endsBefore.getTime()));
  return startDate < endDate ? { startDate, endDate } : null;
}

/** The uppercase English weekday name of a start, on a Paris clock (meetingsData keys, spec section 3). */
export const WEEKDAY_NAMES = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;
export function parisWeekdayName(instant: Date): (typeof WEEKDAY_NAMES)[number] {
  return WEEKDAY_NAMES[inParis(instant).getDay()];
}
