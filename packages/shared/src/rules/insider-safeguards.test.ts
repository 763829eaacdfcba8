import { describe, expect, it } from 'vitest';
import { fourEyesRefusal, isResetHeldByEmailChange } from './insider-safeguards';

const now = new Date('2026-12-04T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const request = { requestedBy: 'tech-a', targetUserId: 'psy', requestedAt: daysAgo(0.5) };
const approver = { id: 'tech-b', adminRole: 'TECH' as const, accountCreatedAt: daysAgo(30) };

describe('four eyes', () => {
  it('lets a second, established TECH administrator approve within a day', () => {
    expect(fourEyesRefusal({ approver, request, now })).toBeNull();
  });

  it('refuses the asker, the account concerned, a SITE administrator, a fresh account and a late approval', () => {
    expect(fourEyesRefusal({ approver: { ...approver, id: 'tech-a' }, request, now })).toBe('own-request');
    expect(fourEyesRefusal({ approver: { ...approver, id: 'psy' }, request, now })).toBe('own-account');
    expect(fourEyesRefusal({ approver: { ...approver, adminRole: 'SITE' }, request, now })).toBe('not-tech');
    expect(fourEyesRefusal({ approver: { ...approver, accountCreatedAt: daysAgo(6.9) }, request, now })).toBe('too-new');
    expect(fourEyesRefusal({ approver, request: { ...request, requestedAt: daysAgo(1.01) }, now })).toBe('expired');
  });
});

describe('the hold after an email change', () => {
  it('lasts 72 hours from the change', () => {
    expect(isResetHeldByEmailChange(null, now)).toBe(false);
    expect(isResetHeldByEmailChange(daysAgo(2.9), now)).toBe(true);
    expect(isResetHeldByEmailChange(daysAgo(3.01), now)).toBe(false);
  });
});
