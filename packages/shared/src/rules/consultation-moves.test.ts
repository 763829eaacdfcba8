import { describe, expect, it } from 'vitest';
import { consultationMoveMessages, consultationMoveRefusal, MAX_CONSULTATION_MOVES } from './consultation-moves';

const start = new Date('2026-12-10T09:00:00Z');
const hoursBefore = (hours: number) => new Date(start.getTime() - hours * 3_600_000);
const booked = { status: 'BOOKED' as const, startsAt: start, moveCount: 0 };

describe('appointment moves', () => {
  it('allows a move up to 48 h before the start, not a minute later', () => {
    expect(consultationMoveRefusal(booked, hoursBefore(48))).toBeNull();
    expect(consultationMoveRefusal(booked, new Date(hoursBefore(48).getTime() + 60_000))).toBe(consultationMoveMessages.tooLate);
  });

  it('refuses a past or started appointment and a cancelled one', () => {
    expect(consultationMoveRefusal(booked, start)).toBe(consultationMoveMessages.past);
    expect(consultationMoveRefusal({ ...booked, status: 'CANCELLED' }, hoursBefore(100))).toBe(consultationMoveMessages.cancelled);
  });

  it('allows at most 2 moves per booking', () => {
    expect(MAX_CONSULTATION_MOVES).toBe(2);
    expect(consultationMoveRefusal({ ...booked, moveCount: 1 }, hoursBefore(100))).toBeNull();
    expect(consultationMoveRefusal({ ...booked, moveCount: 2 }, hoursBefore(100))).toBe(consultationMoveMessages.limitReached);
  });

  it('says every refusal in French with the numbers of the rule', () => {
    expect(consultationMoveMessages.tooLate).toContain('48 h');
    expect(consultationMoveMessages.limitReached).toContain('2 fois');
  });
});
