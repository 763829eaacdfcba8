import { describe, expect, it } from 'vitest';
import { inParis, parisDateTime } from './paris-time';

describe('Paris time', () => {
  it('maps a winter wall-clock hour to UTC+1', () => {
    expect(parisDateTime(2026, 1, 15, 9).toISOString()).toBe('2026-01-15T08:00:00.000Z');
  });
  it('maps a summer wall-clock hour to UTC+2', () => {
    expect(parisDateTime(2026, 7, 15, 9).toISOString()).toBe('2026-07-15T07:00:00.000Z');
  });
  it('keeps 09:00 on both sides of the October change', () => {
    expect(parisDateTime(2026, 10, 24, 9).toISOString()).toBe('2026-10-24T07:00:00.000Z');
    expect(parisDateTime(2026, 10, 26, 9).toISOString()).toBe('2026-10-26T08:00:00.000Z');
    expect(inParis(new Date('2026-10-26T08:00:00.000Z')).getHours()).toBe(9);
  });
});
