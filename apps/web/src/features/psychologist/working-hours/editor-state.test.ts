import { describe, expect, it } from 'vitest';
import { parisDateTime, slotKey, type PlanningWeekResponse } from '@parenthese/shared';
import { weekCellsFrom, weekChanges } from './editor-state';

const at = (hour: number) => parisDateTime(2030, 1, 8, hour);
const slot = (id: string, hour: number, meetingStatus: 'AVAILABLE' | 'BOOKED', isHeldForFollowUp = false) => ({
  meetingId: id,
  startDate: at(hour).toISOString(),
  endDate: at(hour + 1).toISOString(),
  meetingStatus,
  isHeldForFollowUp,
});
const week = (availableSlots: PlanningWeekResponse['availableMeetings']): PlanningWeekResponse => ({
  weekStart: parisDateTime(2030, 1, 7, 0).toISOString(),
  weekEnd: parisDateTime(2030, 1, 14, 0).toISOString(),
  availableMeetings: availableSlots,
  consultations: [],
  closedHours: [],
});

describe('the week editor’s cells', () => {
  it('keeps an hour held for a follow-up apart from the free ones: never removed, never published again', () => {
    const cells = weekCellsFrom(week([slot('free', 9, 'AVAILABLE'), slot('held', 10, 'AVAILABLE', true), slot('booked', 11, 'BOOKED')]));
    expect([...cells.availableByKey]).toEqual([[slotKey(at(9)), 'free']]);
    expect([...cells.heldKeys]).toEqual([slotKey(at(10))]);
    expect([...cells.bookedKeys]).toEqual([slotKey(at(11))]);

    // Nothing selected any more: only the free hour is withdrawn; the held one stays with its proposal.
    expect(weekChanges(new Set(), cells)).toEqual({ meetingDates: [], meetingsToRemove: ['free'] });
    // Everything selected: the held hour is not sent as a new one.
    expect(weekChanges(new Set([slotKey(at(9)), slotKey(at(10)), slotKey(at(11)), slotKey(at(12))]), cells)).toEqual({ meetingDates: [at(12).toISOString()], meetingsToRemove: [] });
  });
});
