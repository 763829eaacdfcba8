import { describe, expect, it } from 'vitest';
import { isTemporaryPasswordExpired, temporaryPasswordExpiresAt } from './temporary-password-expiry';

describe('temporary password expiry', () => {
  const issuedAt = new Date('2026-03-02T09:00:00Z');

  it('ends the given number of days after it was issued', () => {
    expect(temporaryPasswordExpiresAt(issuedAt, 7).toISOString()).toBe('2026-03-09T09:00:00.000Z');
  });

  it('still works the instant before and no longer at the expiry', () => {
    expect(isTemporaryPasswordExpired(issuedAt, 7, new Date('2026-03-09T08:59:59.999Z'))).toBe(false);
    expect(isTemporaryPasswordExpired(issuedAt, 7, new Date('2026-03-09T09:00:00Z'))).toBe(true);
  });

  it('never expires without an issue date (an account with its own password)', () => {
    expect(isTemporaryPasswordExpired(null, 7, new Date('2100-01-01T00:00:00Z'))).toBe(false);
  });
});
