import { describe, expect, it } from 'vitest';
import { monthNameText, shortMonthText, yearMonthText } from './dates';
import { averageText, countText, percentText, quarterOf, REPORT_THRESHOLD_TEXT, reportFigureText, reportPeriodText } from './report-texts';

describe('the French wording of the employer report', () => {
  it('names a month by its Paris month, whatever the day it is read', () => {
    expect(yearMonthText('2026-03')).toBe('mars 2026');
    expect(yearMonthText('2026-12')).toBe('décembre 2026');
    expect(yearMonthText('2027-01')).toBe('janvier 2027');
    expect(monthNameText('2026-02')).toBe('février');
    expect(shortMonthText('2026-02')).toBe('févr.');
    expect(shortMonthText('2026-05')).toBe('mai');
  });

  it('names each level of period', () => {
    expect(reportPeriodText({ level: 'month', months: ['2026-03'] })).toBe('mars 2026');
    expect(reportPeriodText({ level: 'quarter', months: ['2026-01', '2026-02'] })).toBe('1er trimestre 2026 (janvier, février)');
    expect(reportPeriodText({ level: 'quarter', months: ['2026-10', '2026-11', '2026-12'] })).toBe('4e trimestre 2026 (octobre, novembre, décembre)');
    expect(reportPeriodText({ level: 'year', months: ['2026-04', '2026-08'] })).toBe('2026 (mois restants)');
    expect([1, 3, 4, 6, 7, 12].map((month) => quarterOf(`2026-${String(month).padStart(2, '0')}`))).toEqual([1, 1, 2, 2, 3, 4]);
  });

  it('writes numbers the French way', () => {
    // Intl writes no-break spaces between thousands and before the percent sign.
    expect(countText(1250)).toBe('1\u202f250');
    expect(averageText(4.25)).toBe('4,3');
    expect(averageText(4)).toBe('4,0');
    expect(percentText(0.834)).toMatch(/^83\s%$/);
  });

  it('names every month of the year in French', () => {
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

  it('writes every withheld figure « moins de 10 », and a published one as its number', () => {
    expect(reportFigureText({ suppressed: true })).toBe('moins de 10');
    expect(reportFigureText({ suppressed: false, value: 12 })).toBe('12');
    expect(reportFigureText({ suppressed: false, value: 0 })).toBe('0');
    expect(reportFigureText({ suppressed: false, value: 4.36 }, averageText)).toBe('4,4');
    expect(countText(0)).toBe('0');
    expect(REPORT_THRESHOLD_TEXT).toBe("Aucun chiffre n'est publié pour moins de 10 salariés.");
  });
});
