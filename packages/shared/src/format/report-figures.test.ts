import { describe, expect, it } from 'vitest';
import { yearMonthText } from './dates';
import { numberText } from './numbers';
import { REPORT_THRESHOLD_TEXT, reportFigureText, reportPeriodText } from './report-figures';

describe('the French wording of the employer report', () => {
  it('names a report month in French, for every month of the year', () => {
    expect(yearMonthText('2026-03')).toBe('mars 2026');
    expect(yearMonthText('2026-01')).toBe('janvier 2026');
    expect(yearMonthText('2025-12')).toBe('décembre 2025');
    expect(Array.from({ length: 12 }, (_, index) => yearMonthText(`2026-${String(index + 1).padStart(2, '0')}`).split(' ')[0])).toEqual([
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ]);
  });

  it('writes numbers the French way, thousands apart by a narrow no-break space, a decimal comma', () => {
    expect(numberText(1200)).toBe('1\u202F200');
    expect(numberText(4.25, 1)).toBe('4,3');
    expect(numberText(4, 1)).toBe('4');
    expect(numberText(0)).toBe('0');
  });

  it('writes every withheld figure « moins de 10 », and a published one as its number', () => {
    expect(reportFigureText({ suppressed: true })).toBe('moins de 10');
    expect(reportFigureText({ suppressed: false, value: 12 })).toBe('12');
    expect(reportFigureText({ suppressed: false, value: 0 })).toBe('0');
    expect(reportFigureText({ suppressed: false, value: 4.36 }, 1)).toBe('4,4');
    expect(REPORT_THRESHOLD_TEXT).toBe("Aucun chiffre n'est publié pour moins de 10 salariés.");
  });

  it('names a period by its months, a quarter or year of leftovers included', () => {
    expect(reportPeriodText({ level: 'month', months: ['2026-03'] })).toBe('mars 2026');
    expect(reportPeriodText({ level: 'quarter', months: ['2026-01', '2026-02', '2026-03'] })).toBe('janvier, février et mars 2026');
    expect(reportPeriodText({ level: 'year', months: ['2025-02', '2025-08'] })).toBe('février et août 2025');
  });
});
