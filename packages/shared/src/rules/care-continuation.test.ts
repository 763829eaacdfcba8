import { describe, expect, it } from 'vitest';
import { careContinuationMessages, careContinuationRefusal, carePairPseudonymLabel, careSeriesRankLabel, CARE_PAIR_PSEUDONYM_ALPHABET } from './care-continuation';

const now = new Date('2026-06-15T10:00:00.000Z');
const booked = (startsAt: string) => ({ status: 'BOOKED' as const, cancelledBy: null, startsAt: new Date(startsAt) });

describe('careContinuationRefusal', () => {
  it('allows an upcoming consultation and a past one within 12 months', () => {
    expect(careContinuationRefusal(booked('2026-07-01T08:00:00.000Z'), now)).toBeNull();
    expect(careContinuationRefusal(booked('2025-06-16T08:00:00.000Z'), now)).toBeNull();
  });

  it('refuses a consultation that started 12 months ago or more', () => {
    expect(careContinuationRefusal(booked('2025-06-15T10:00:00.000Z'), now)).toBe(careContinuationMessages.tooOld);
    expect(careContinuationRefusal(booked('2024-01-10T08:00:00.000Z'), now)).toBe(careContinuationMessages.tooOld);
  });

  it('refuses one cancelled by the psychologist, not one cancelled by the employee', () => {
    expect(careContinuationRefusal({ status: 'CANCELLED', cancelledBy: 'DOCTOR', startsAt: new Date('2026-06-20T08:00:00.000Z') }, now)).toBe(careContinuationMessages.cancelledByPsychologist);
    expect(careContinuationRefusal({ status: 'CANCELLED', cancelledBy: 'EMPLOYEE', startsAt: new Date('2026-06-20T08:00:00.000Z') }, now)).toBeNull();
  });

  it('refuses a slot nobody booked', () => {
    expect(careContinuationRefusal({ status: 'AVAILABLE', cancelledBy: null, startsAt: new Date('2026-06-20T08:00:00.000Z') }, now)).toBe(careContinuationMessages.notBooked);
  });
});

describe('pseudonym and series labels', () => {
  it('uses Crockford base 32 without I, L, O, U', () => {
    expect(CARE_PAIR_PSEUDONYM_ALPHABET).toHaveLength(32);
    expect(CARE_PAIR_PSEUDONYM_ALPHABET).not.toMatch(/[ILOU]/);
    expect(carePairPseudonymLabel('K7Q2')).toBe('Personne K7Q2');
  });

  it('names the place in the series in French', () => {
    expect(careSeriesRankLabel(1)).toBe('1re consultation');
    expect(careSeriesRankLabel(2)).toBe('2e consultation');
  });
});
