import { companyReportSchema, type CompanyReport } from '@parenthese/shared';

/*
 * Two reports as the computation answers them, parsed by the contract so they stay valid against it:
 * one of a large company whose every figure is published, one of a small company whose figures are
 * nearly all withheld. Their numbers are all different, so a test can tell each one in a rendering.
 */

const shown = (value: number) => ({ suppressed: false as const, value });
const hidden = { suppressed: true as const };
const TREND_MONTHS = ['2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03'];
// The published report's months: its last two are the periods of its breakdowns.
const TREND_BOOKED = [40, 43, 46, 49, 52, 55, 58, 61, 64, 67, 71, 86];
const TREND_HELD = [31, 33, 35, 37, 39, 41, 43, 45, 47, 49, 52, 64];

/** Atelier Éléonore & Fils, March 2026: 1,200 employees, every figure published. */
export function publishedReport(): CompanyReport {
  return companyReportSchema.parse({
    companyId: '5f0c2b8e-8a51-4c53-9a43-3f5d8c1a2b10',
    companyName: 'Atelier Éléonore & Fils',
    lastClosedMonth: '2026-03',
    employees: { asOf: '2026-03', registered: shown(1204), activated: shown(957), notActivated: shown(247) },
    credits: { granted: 2400, remaining: { suppressed: false, value: 1531 }, used: { suppressed: false, value: 869 }, exhaustionMonth: '2027-02' },
    consultations: [
      {
        period: { level: 'month', months: ['2026-02'] },
        total: shown(71),
        status: { HELD: shown(52), CANCELLED_ON_TIME: shown(11), CANCELLED_LATE: shown(5), CANCELLED_BY_PSYCHOLOGIST: shown(3) },
        mode: { PHONE: shown(30), TEAMS: shown(41) },
        category: { Neuropsychologue: shown(13), 'Psychologue clinicien': shown(27), 'Psychologue du travail': shown(19), 'Psychologue social': shown(12) },
      },
      {
        period: { level: 'month', months: ['2026-03'] },
        total: shown(86),
        status: { HELD: shown(64), CANCELLED_ON_TIME: shown(14), CANCELLED_LATE: shown(6), CANCELLED_BY_PSYCHOLOGIST: shown(2) },
        mode: { PHONE: shown(34), TEAMS: shown(52) },
        category: { Neuropsychologue: shown(15), 'Psychologue clinicien': shown(33), 'Psychologue du travail': shown(22), 'Psychologue social': shown(16) },
      },
    ],
    ratings: [
      {
        period: { level: 'month', months: ['2026-03'] },
        total: shown(58),
        score: { '1': shown(1), '2': shown(4), '3': shown(8), '4': shown(20), '5': shown(25) },
        average: shown(4.1034),
      },
    ],
    trend: TREND_MONTHS.map((month, index) => ({ month, isBeforeCompany: false, consultations: shown(TREND_BOOKED[index]), held: shown(TREND_HELD[index]) })),
  });
}

/** Biscuiterie Noël, March 2026: 14 employees, a quarter of consultations published with its total only. */
export function mostlySuppressedReport(): CompanyReport {
  return companyReportSchema.parse({
    companyId: '9b1f4c2d-3e5a-4f67-8b9c-0d1e2f3a4b5c',
    companyName: 'Biscuiterie Noël',
    lastClosedMonth: '2026-03',
    employees: { asOf: '2026-01', registered: shown(14), activated: hidden, notActivated: hidden },
    credits: { granted: 40, remaining: { suppressed: true }, used: { suppressed: true }, exhaustionMonth: null },
    consultations: [
      {
        period: { level: 'quarter', months: ['2025-10', '2025-11', '2025-12'] },
        total: shown(13),
        status: { HELD: hidden, CANCELLED_ON_TIME: hidden, CANCELLED_LATE: hidden, CANCELLED_BY_PSYCHOLOGIST: hidden },
        mode: { PHONE: hidden, TEAMS: hidden },
        category: { Neuropsychologue: hidden, 'Psychologue clinicien': hidden, 'Psychologue du travail': hidden, 'Psychologue social': hidden },
      },
    ],
    ratings: [],
    trend: TREND_MONTHS.map((month) => ({ month, isBeforeCompany: false, consultations: hidden, held: hidden })),
  });
}

/** Every number a report holds (figures, credits, the years of its months): what its renderings may print. */
export function numbersOf(report: CompanyReport): Set<number> {
  const numbers = new Set<number>();
  const walk = (value: unknown) => {
    if (typeof value === 'number') numbers.add(value);
    else if (typeof value === 'string' && /^\d{4}-\d{2}$/.test(value)) numbers.add(Number(value.slice(0, 4)));
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) walk(inner);
  };
  walk(report);
  return numbers;
}
