import { describe, expect, it } from 'vitest';
import { billDocumentExtension, isMonthOver, monthLabel, parisMonthKey, shiftMonthKey } from './psychologist-billing';
import { eurosToCents, formatEuros } from './consultation-price';

describe('bill months', () => {
  it('reads the Paris month of an instant, across midnight at a month end', () => {
    expect(parisMonthKey(new Date('2026-10-31T23:30:00Z'))).toBe('2026-11');
    expect(parisMonthKey(new Date('2026-10-31T22:30:00Z'))).toBe('2026-10');
  });

  it('shifts months across years', () => {
    expect(shiftMonthKey('2026-01', -1)).toBe('2025-12');
    expect(shiftMonthKey('2026-12', 1)).toBe('2027-01');
    expect(shiftMonthKey('2026-05', -17)).toBe('2024-12');
  });

  it('lets only a finished month be acted on', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(isMonthOver('2026-10', now)).toBe(true);
    expect(isMonthOver('2026-11', now)).toBe(false);
    expect(isMonthOver('2026-12', now)).toBe(false);
  });

  it('names a month in French', () => {
    expect(monthLabel('2026-10')).toBe('Octobre 2026');
    expect(monthLabel('2027-02')).toBe('Février 2027');
  });
});

describe('bill documents and amounts', () => {
  it('accepts the six extensions only, whatever their case', () => {
    expect(billDocumentExtension('Facture.PDF')).toBe('pdf');
    expect(billDocumentExtension('scan.jpeg')).toBe('jpeg');
    expect(billDocumentExtension('facture.pdf.exe')).toBeUndefined();
    expect(billDocumentExtension('pdf')).toBeUndefined();
  });

  it('writes euros the French way', () => {
    expect(formatEuros(8000).replace(/\s/g, ' ')).toBe('80 €');
    expect(formatEuros(8050).replace(/\s/g, ' ')).toBe('80,50 €');
    expect(formatEuros(224000).replace(/\s/g, ' ')).toBe('2 240 €');
    expect(eurosToCents(80.55)).toBe(8055);
  });
});
