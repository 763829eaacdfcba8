import { describe, expect, it } from 'vitest';
import type { ReportConsultationPeriod } from '@parenthese/shared';
import { exhaustionMonthOf, presentCompanyReport, publishedCreditsUsed } from './presenter';
import { pdfPageTexts } from '../../../../test/support/pdf-text';
import { companyReportPdf } from '../../company-report-mail/company-report-pdf';
import { reportSections } from '../../company-report-mail/report-sections';

const shown = (value: number) => ({ suppressed: false as const, value });
const hidden = { suppressed: true as const };

/** A published period with its total and its held and late-cancelled cells (the others shown as 0 apart). */
function period(months: string[], figures: { total: number; held: number | null; late: number | null }): ReportConsultationPeriod {
  const cell = (value: number | null) => (value === null ? hidden : shown(value));
  return {
    period: { level: months.length === 1 ? 'month' : 'quarter', months },
    total: shown(figures.total),
    status: { HELD: cell(figures.held), CANCELLED_ON_TIME: hidden, CANCELLED_LATE: cell(figures.late), CANCELLED_BY_PSYCHOLOGIST: hidden },
    mode: { PHONE: hidden, TEAMS: hidden },
    category: { Neuropsychologue: hidden, 'Psychologue clinicien': hidden, 'Psychologue du travail': hidden, 'Psychologue social': hidden },
  };
}

describe('the pool projection from published figures only', () => {
  it('paces the credits spent (held and cancelled late) per month covered, from the running month', () => {
    // 30 + 10 spent in one month, 60 + 20 over a two-month period: 40 a month; 100 left covers November and
    // December, and runs out in January.
    const periods = [period(['2026-07'], { total: 50, held: 30, late: 10 }), period(['2026-08', '2026-09'], { total: 90, held: 60, late: 20 })];
    expect(exhaustionMonthOf(periods, 100, '2026-10')).toBe('2027-01');
    expect(exhaustionMonthOf(periods, 0, '2026-10')).toBe('2026-11');
  });

  it("takes a period's total when its spent cells are hidden, and leaves out periods older than twelve months", () => {
    const periods = [period(['2025-01'], { total: 1000, held: 900, late: 50 }), period(['2026-10'], { total: 25, held: null, late: 5 })];
    expect(exhaustionMonthOf(periods, 50, '2026-10')).toBe('2027-01');
  });

  it('says nothing without a published pace, or beyond 24 months', () => {
    expect(exhaustionMonthOf([], 100, '2026-10')).toBeNull();
    expect(exhaustionMonthOf([period(['2026-10'], { total: 12, held: 0, late: 0 })], 100, '2026-10')).toBeNull();
    expect(exhaustionMonthOf([period(['2026-10'], { total: 12, held: 10, late: 0 })], 240, '2026-10')).toBe('2028-11');
    expect(exhaustionMonthOf([period(['2026-10'], { total: 12, held: 10, late: 0 })], 250, '2026-10')).toBeNull();
  });
});

describe('the trend', () => {
  it('shows the twelve months up to the last closed one, a month only when it was published alone', () => {
    const quarter = { ...period(['2026-07', '2026-08'], { total: 20, held: 15, late: 1 }), period: { level: 'quarter' as const, months: ['2026-07', '2026-08'] } };
    const report = presentCompanyReport(
      { id: 'c', name: 'Société', creditsGranted: 100, firstMonth: '2025-01' },
      { consultations: [quarter, period(['2026-10'], { total: 14, held: 11, late: 1 })], ratings: [], employees: null },
      '2026-10',
    );
    expect(report.trend.map((point) => point.month)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10']);
    expect(report.trend.filter((point) => !point.consultations.suppressed)).toEqual([{ month: '2026-10', isBeforeCompany: false, consultations: shown(14), held: shown(11) }]);
    // Used: held and cancelled late of the published periods (15 + 1, 11 + 1), whatever the pool holds now.
    expect(report.credits).toMatchObject({ granted: 100, used: shown(28), remaining: shown(72) });
  });

  it('marks the months before the company existed, which the report shows « — », not « moins de 10 » (issue 34)', async () => {
    const report = presentCompanyReport({ id: 'c', name: 'Société', creditsGranted: 100, firstMonth: '2026-09' }, { consultations: [], ratings: [], employees: null }, '2026-10');
    expect(report.trend.map((point) => point.isBeforeCompany)).toEqual([...Array<boolean>(10).fill(true), false, false]);
    const trendRows = reportSections(report).tables.at(-1)!.rows;
    expect(trendRows[0]).toEqual(['novembre 2025', '—', '—']);
    expect(trendRows[10]).toEqual(['septembre 2026', 'moins de 10', 'moins de 10']);
    const pdf = (await pdfPageTexts(await companyReportPdf(report))).join('\n');
    // Ten months before the company, in the chart and in both columns of the table.
    expect(pdf.match(/—/g)).toHaveLength(10 + 10 * 2);
  });
});

describe('the credits used, from the published periods only', () => {
  it('sums the held and late-cancelled credits of every published period', () => {
    expect(publishedCreditsUsed([period(['2026-09'], { total: 30, held: 20, late: 3 }), period(['2026-10'], { total: 14, held: 11, late: 1 })])).toEqual(shown(35));
  });

  it('is « moins de 10 » when a part is hidden, or before any published period', () => {
    expect(publishedCreditsUsed([period(['2026-09'], { total: 30, held: 20, late: 3 }), period(['2026-10'], { total: 14, held: 11, late: null })])).toEqual(hidden);
    expect(publishedCreditsUsed([])).toEqual(hidden);
    const report = presentCompanyReport({ id: 'c', name: 'Société', creditsGranted: 100, firstMonth: '2025-01' }, { consultations: [], ratings: [], employees: null }, '2026-10');
    expect(report.credits).toEqual({ granted: 100, used: hidden, remaining: hidden, exhaustionMonth: null });
  });
});
