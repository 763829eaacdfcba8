import { describe, expect, it } from 'vitest';
import { followUpAnswerRefusal, followUpExpiresAt, followUpMessages, followUpOriginRefusal, isFollowUpExpired } from './follow-up-proposals';

const NOW = new Date('2026-03-10T09:00:00.000Z');
const origin = { status: 'BOOKED' as const, employeeId: 'e', employeeNoShowAt: null, doctorNoShowAt: null };

describe('follow-up proposals', () => {
  it('holds the hours 72 h', () => {
    const expiresAt = followUpExpiresAt(NOW);
    expect(expiresAt.toISOString()).toBe('2026-03-13T09:00:00.000Z');
    expect(isFollowUpExpired(expiresAt, new Date(expiresAt.getTime() - 1))).toBe(false);
    expect(isFollowUpExpired(expiresAt, expiresAt)).toBe(true);
  });

  it('is proposed from a booked consultation not reported missed', () => {
    expect(followUpOriginRefusal(origin)).toBeNull();
    expect(followUpOriginRefusal({ ...origin, status: 'CANCELLED' })).toBe(followUpMessages.cancelled);
    expect(followUpOriginRefusal({ ...origin, status: 'AVAILABLE', employeeId: null })).toBe(followUpMessages.notBooked);
    expect(followUpOriginRefusal({ ...origin, employeeNoShowAt: NOW })).toBe(followUpMessages.missed);
    expect(followUpOriginRefusal({ ...origin, doctorNoShowAt: NOW })).toBe(followUpMessages.missed);
  });

  it('is answered only while open and not past its time', () => {
    const expiresAt = followUpExpiresAt(NOW);
    expect(followUpAnswerRefusal({ status: 'OPEN', expiresAt }, NOW)).toBeNull();
    expect(followUpAnswerRefusal({ status: 'OPEN', expiresAt }, expiresAt)).toBe(followUpMessages.expired);
    expect(followUpAnswerRefusal({ status: 'DECLINED', expiresAt }, NOW)).toBe(followUpMessages.declined);
    expect(followUpAnswerRefusal({ status: 'ACCEPTED', expiresAt }, NOW)).toBe(followUpMessages.accepted);
    expect(followUpAnswerRefusal({ status: 'NO_CREDIT', expiresAt }, NOW)).toBe(followUpMessages.noCreditLeft);
  });
});
