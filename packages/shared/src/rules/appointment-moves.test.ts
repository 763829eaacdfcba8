import { describe, expect, it } from 'vitest';
import { appointmentMoveMessages, appointmentMoveRefusal, MAX_APPOINTMENT_MOVES } from './appointment-moves';

const start = new Date('2026-12-10T09:00:00Z');
const hoursBefore = (hours: number) => new Date(start.getTime() - hours * 3_600_000);
const booked = { status: 'BOOKED' as const, startsAt: start, moveCount: 0 };

describe('appointment moves', () => {
  it('allows a move up to 48 h before the start, not a minute later', () => {
    expect(appointmentMoveRefusal(booked, hoursBefore(48))).toBeNull();
    expect(appointmentMoveRefusal(booked, new Date(hoursBefore(48).getTime() + 60_000))).toBe(appointmentMoveMessages.tooLate);
  });

  it('refuses a past or started appointment and a cancelled one', () => {
    expect(appointmentMoveRefusal(booked, start)).toBe(appointmentMoveMessages.past);
    expect(appointmentMoveRefusal({ ...booked, status: 'CANCELLED' }, hoursBefore(100))).toBe(appointmentMoveMessages.cancelled);
  });

  it('allows at most 2 moves per booking', () => {
    expect(MAX_APPOINTMENT_MOVES).toBe(2);
    expect(appointmentMoveRefusal({ ...booked, moveCount: 1 }, hoursBefore(100))).toBeNull();
    expect(appointmentMoveRefusal({ ...booked, moveCount: 2 }, hoursBefore(100))).toBe(appointmentMoveMessages.limitReached);
  });

  it('says every refusal in French with the numbers of the rule', () => {
    expect(appointmentMoveMessages.tooLate).toContain('48 h');
    expect(appointmentMoveMessages.limitReached).toContain('2 fois');
  });
});
