import { describe, expect, it } from 'vitest';
import { isLateCancellation, joinWindowState } from './consultation-timing';
import { formatPhoneNumber, maskedPhoneNumber } from './phone-number';

const start = new Date('2026-12-01T09:00:00Z');
const end = new Date('2026-12-01T10:00:00Z');
const minutes = (count: number) => count * 60_000;

describe('join window', () => {
  it('opens 15 minutes before the start and closes at the end', () => {
    expect(joinWindowState(start, end, new Date(start.getTime() - minutes(16)))).toBe('too-early');
    expect(joinWindowState(start, end, new Date(start.getTime() - minutes(15)))).toBe('open');
    expect(joinWindowState(start, end, end)).toBe('open');
    expect(joinWindowState(start, end, new Date(end.getTime() + 1))).toBe('over');
  });
});

describe('late cancellation', () => {
  it('is late under 48 hours before the start', () => {
    expect(isLateCancellation(start, new Date(start.getTime() - minutes(48 * 60)))).toBe(false);
    expect(isLateCancellation(start, new Date(start.getTime() - minutes(48 * 60 - 1)))).toBe(true);
  });
});

describe('phone number', () => {
  it('shows 10 digits in dotted pairs', () => {
    expect(formatPhoneNumber('0612345678')).toBe('06.12.34.56.78');
    expect(formatPhoneNumber('06 12 34 56 78')).toBe('06.12.34.56.78');
    expect(formatPhoneNumber('+33612345678')).toBe('+33612345678');
  });

  it('masks all but the first and last pairs, +33 numbers in their national form', () => {
    expect(maskedPhoneNumber('0612345678')).toBe('06 ·· ·· ·· 78');
    expect(maskedPhoneNumber('06.12.34.56.78')).toBe('06 ·· ·· ·· 78');
    expect(maskedPhoneNumber('+33 6 12 34 56 78')).toBe('06 ·· ·· ·· 78');
    expect(maskedPhoneNumber('12')).not.toContain('12');
  });
});
