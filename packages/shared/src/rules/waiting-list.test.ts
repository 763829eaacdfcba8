import { describe, expect, it } from 'vitest';
import { bookingWindow } from './booking-window';
import { waitersToNotify, waitingListMessages, waitingPeriod, WAITING_LIST_OFFERS_PER_SLOT, type WaitingEntryFacts } from './waiting-list';

const NOW = new Date('2027-03-10T09:00:00Z'); // a Wednesday
const DAY = 86_400_000;

const entry = (id: string, createdAtOffset: number, extra: Partial<WaitingEntryFacts> = {}): WaitingEntryFacts => ({
  id,
  employeeId: `employee-${id}`,
  createdAt: new Date(NOW.getTime() + createdAtOffset),
  expiresAt: new Date(NOW.getTime() + 30 * DAY),
  startsAt: new Date('2027-03-11T00:00:00Z'),
  endsBefore: new Date('2027-03-25T00:00:00Z'),
  ...extra,
});

describe('waitingPeriod', () => {
  it('is the next 14 days of the booking window by default, or the chosen Monday’s week', () => {
    const period = waitingPeriod(NOW);
    expect(typeof period).not.toBe('string');
    if (typeof period === 'string') return;
    expect(period.startsAt).toEqual(bookingWindow(NOW).startsAt);
    expect(period.endsBefore.toISOString()).toBe('2027-03-24T23:00:00.000Z');
    const week = waitingPeriod(NOW, '2027-04-05');
    expect(week).toEqual({ startsAt: new Date('2027-04-04T22:00:00Z'), endsBefore: new Date('2027-04-11T22:00:00Z') });
  });

  it('clips the current week to tomorrow and refuses a day that is not a Monday or a week outside the window', () => {
    const current = waitingPeriod(NOW, '2027-03-08');
    expect(current).toEqual({ startsAt: bookingWindow(NOW).startsAt, endsBefore: new Date('2027-03-14T23:00:00Z') });
    expect(waitingPeriod(NOW, '2027-04-06')).toBe(waitingListMessages.weekNotMonday);
    expect(waitingPeriod(NOW, '2027-03-01')).toBe(waitingListMessages.weekOutsideWindow);
    expect(waitingPeriod(NOW, '2027-07-05')).toBe(waitingListMessages.weekOutsideWindow);
  });
});

describe('waitersToNotify', () => {
  const slot = new Date('2027-03-15T09:00:00Z');

  it('takes the earliest waiters whose period covers the slot, at most 3', () => {
    const entries = [entry('d', 4), entry('a', 1), entry('c', 3), entry('b', 2), entry('e', 0, { startsAt: new Date('2027-03-16T00:00:00Z') })];
    expect(waitersToNotify(entries, slot, NOW, new Set()).map((chosen) => chosen.id)).toEqual(['a', 'b', 'c']);
    expect(WAITING_LIST_OFFERS_PER_SLOT).toBe(3);
  });

  it('counts those already told of this slot, skips expired places and tells an employee once', () => {
    const entries = [entry('a', 1), entry('b', 2, { expiresAt: NOW }), entry('c', 3), entry('c2', 4, { employeeId: 'employee-c' }), entry('d', 5)];
    expect(waitersToNotify(entries, slot, NOW, new Set(['employee-a'])).map((chosen) => chosen.id)).toEqual(['c', 'd']);
    expect(waitersToNotify(entries, slot, NOW, new Set(['x', 'y', 'z']))).toEqual([]);
  });
});
