import type { CompanyReport, PublishedFigureDto, ReportConsultationPeriod, ReportPeriod, ReportRatingPeriod } from '@parenthese/shared';
import { aCompany } from '../test-fixtures';

/*
 * Reports as GET /admin/companies/report/{companyId} answers them, for the tests and the screenshots:
 * one fully published, one mostly « moins de 10 », one with nothing published yet.
 */

export const shown = (value: number): PublishedFigureDto => ({ suppressed: false, value });
export const hidden: PublishedFigureDto = { suppressed: true };

const { companyId, companyName } = aCompany();

/** The twelve months up to October 2026. */
const trendMonths = ['2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'];

/** A period of consultations whose cells are given in order: status (4), mode (2), category (4). */
function consultations(
  period: ReportPeriod,
  total: PublishedFigureDto,
  [held, onTime, late, byPsychologist]: PublishedFigureDto[],
  [phone, video]: PublishedFigureDto[],
  [neuro, clinical, work, social]: PublishedFigureDto[],
): ReportConsultationPeriod {
  return {
    period,
    total,
    status: { HELD: held, CANCELLED_ON_TIME: onTime, CANCELLED_LATE: late, CANCELLED_BY_PSYCHOLOGIST: byPsychologist },
    mode: { PHONE: phone, TEAMS: video },
    category: { Neuropsychologue: neuro, 'Psychologue clinicien': clinical, 'Psychologue du travail': work, 'Psychologue social': social },
  };
}

function ratings(period: ReportPeriod, scores: number[], average: number): ReportRatingPeriod {
  const [one, two, three, four, five] = scores.map(shown);
  return { period, total: shown(scores.reduce((sum, score) => sum + score, 0)), score: { 1: one, 2: two, 3: three, 4: four, 5: five }, average: shown(average) };
}

const month = (yearMonth: string): ReportPeriod => ({ level: 'month', months: [yearMonth] });

/** Every month of the last quarter published alone, every cell shown. */
export function aFullyPublishedReport(): CompanyReport {
  const counts = [30, 34, 28, 41, 37, 25, 22, 39, 44, 47, 52, 48];
  return {
    companyId,
    companyName,
    lastClosedMonth: '2026-10',
    employees: { asOf: '2026-10', registered: shown(120), activated: shown(90), notActivated: shown(30) },
    credits: { granted: 1500, used: { suppressed: false, value: 420 }, remaining: { suppressed: false, value: 1080 }, exhaustionMonth: '2027-09' },
    consultations: [
      consultations(month('2026-07'), shown(47), [shown(30), shown(10), shown(4), shown(3)], [shown(20), shown(27)], [shown(11), shown(16), shown(12), shown(8)]),
      consultations(month('2026-08'), shown(52), [shown(35), shown(10), shown(4), shown(3)], [shown(22), shown(30)], [shown(12), shown(18), shown(12), shown(10)]),
      consultations(month('2026-09'), shown(48), [shown(31), shown(11), shown(3), hidden], [shown(21), shown(27)], [shown(10), shown(17), shown(11), shown(10)]),
      consultations(month('2026-10'), shown(44), [shown(29), shown(10), shown(3), shown(2)], [shown(19), shown(25)], [shown(10), shown(14), shown(10), shown(10)]),
    ],
    ratings: [ratings(month('2026-09'), [2, 3, 5, 12, 18], 4.05), ratings(month('2026-10'), [1, 2, 6, 10, 21], 4.26)],
    trend: trendMonths.map((yearMonth, index) => ({ month: yearMonth, isBeforeCompany: false, consultations: shown(counts[index]), held: shown(Math.round(counts[index] * 0.7)) })),
  };
}

/** A small company: two quarter periods and a year's leftovers, most cells and most months « moins de 10 ». */
export function aMostlySuppressedReport(): CompanyReport {
  return {
    companyId,
    companyName,
    lastClosedMonth: '2026-10',
    employees: { asOf: '2026-09', registered: shown(14), activated: hidden, notActivated: hidden },
    credits: { granted: 100, used: { suppressed: true }, remaining: { suppressed: true }, exhaustionMonth: null },
    consultations: [
      consultations({ level: 'year', months: ['2025-11', '2025-12'] }, shown(12), [shown(12), hidden, hidden, hidden], [hidden, hidden], [hidden, hidden, hidden, hidden]),
      consultations({ level: 'quarter', months: ['2026-01', '2026-02'] }, shown(13), [shown(13), hidden, hidden, hidden], [hidden, hidden], [hidden, hidden, hidden, hidden]),
      consultations(month('2026-03'), shown(11), [hidden, hidden, hidden, hidden], [hidden, hidden], [hidden, hidden, hidden, hidden]),
    ],
    ratings: [],
    trend: trendMonths.map((yearMonth) => ({ month: yearMonth, isBeforeCompany: false, consultations: yearMonth === '2026-03' ? shown(11) : hidden, held: hidden })),
  };
}

/** A company created this month: no closed month with anyone behind it. */
export function aReportWithNothingPublished(): CompanyReport {
  return {
    companyId,
    companyName,
    lastClosedMonth: '2026-10',
    employees: null,
    credits: { granted: 200, used: { suppressed: true }, remaining: { suppressed: true }, exhaustionMonth: null },
    consultations: [],
    ratings: [],
    trend: trendMonths.map((yearMonth) => ({ month: yearMonth, isBeforeCompany: false, consultations: hidden, held: hidden })),
  };
}
