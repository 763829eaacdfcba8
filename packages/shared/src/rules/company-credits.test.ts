import { describe, expect, it } from 'vitest';
import { companyStatus, creditUsagePercent, isCreditPoolLow } from './company-credits';

describe('company credits', () => {
  it('gives the real status', () => {
    expect(companyStatus({ isLocked: true, hasActivatedEmployee: true })).toBe('LOCKED');
    expect(companyStatus({ isLocked: false, hasActivatedEmployee: false })).toBe('PENDING');
    expect(companyStatus({ isLocked: false, hasActivatedEmployee: true })).toBe('ACTIVE');
  });

  it('measures usage as the share of granted credits already spent', () => {
    expect(creditUsagePercent(100, 100)).toBe(0);
    expect(creditUsagePercent(100, 75)).toBe(25);
    expect(creditUsagePercent(3, 1)).toBe(66);
    expect(creditUsagePercent(0, 0)).toBe(0);
    expect(creditUsagePercent(10, 0)).toBe(100);
  });

  it('says the pool is low at or under the threshold, only when the alert is on', () => {
    const company = { isAlertEnabled: true, thresholdPercent: 20, creditsGranted: 100 };
    expect(isCreditPoolLow({ ...company, creditsLeft: 21 })).toBe(false);
    expect(isCreditPoolLow({ ...company, creditsLeft: 20 })).toBe(true);
    expect(isCreditPoolLow({ ...company, creditsLeft: 0, isAlertEnabled: false })).toBe(false);
    expect(isCreditPoolLow({ ...company, creditsLeft: 0, creditsGranted: 0 })).toBe(false);
  });
});
