import { describe, expect, it } from 'vitest';
import { ofYearMonthText, withDe } from './elision';

describe('« de » before a month, elided before a vowel', () => {
  it("writes « d'avril », « d'août », « d'octobre » and « de » before the nine other months, in lower case", () => {
    const months = Array.from({ length: 12 }, (_, index) => ofYearMonthText(`2026-${String(index + 1).padStart(2, '0')}`));
    expect(months).toEqual([
      'de janvier 2026',
      'de février 2026',
      'de mars 2026',
      "d'avril 2026",
      'de mai 2026',
      'de juin 2026',
      'de juillet 2026',
      "d'août 2026",
      'de septembre 2026',
      "d'octobre 2026",
      'de novembre 2026',
      'de décembre 2026',
    ]);
  });

  it('elides before any vowel, accented or capital, and not before a consonant or an h', () => {
    expect(withDe('Alpha')).toBe("d'Alpha");
    expect(withDe('Émilie')).toBe("d'Émilie");
    expect(withDe('œuvre')).toBe("d'œuvre");
    expect(withDe('Claire')).toBe('de Claire');
    expect(withDe('haut')).toBe('de haut');
  });
});
