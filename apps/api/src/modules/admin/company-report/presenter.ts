import {
  REPORT_CONSULTATION_CELLS,
  REPORT_RATING_CELLS,
  averageRating,
  publishReport,
  publishSnapshots,
  shiftMonthKey,
  sumOfPublished,
  type CompanyReport,
  type DatedReportRecord,
  type PublishedFigure,
  type ReportConsultationPeriod,
  type YearMonth,
} from '@parenthese/shared';
import type { FrozenReportRecord } from '../../../db/schema';
import type { ReportKind } from './repository';
import { EMPLOYEE_ACTIVATION_CELLS } from './report-records';

/** How far ahead the pool's exhaustion is worth announcing: beyond, the pace says too little. */
export const EXHAUSTION_HORIZON_MONTHS = 24;
const TREND_MONTHS = 12;

type FrozenMonth = { month: YearMonth; kind: ReportKind; records: FrozenReportRecord[] };
/** firstMonth: the Paris month of the company's creation; the trend's months before it show « — ». */
type ReportCompany = { id: string; name: string; creditsGranted: number; firstMonth: YearMonth };

function datedRecords<Dimension extends string>(frozen: readonly FrozenMonth[], kind: ReportKind): DatedReportRecord<Dimension>[] {
  return frozen
    .filter((row) => row.kind === kind)
    .flatMap((row) => row.records.map((record) => ({ employeeId: record.employeeKey, month: row.month, cells: record.cells as Record<Dimension, string> })));
}

/**
 * Credits a published period spent: held plus cancelled late when both are shown, else its total (an
 * upper bound: on-time cancellations were given back), so the projection reads published figures only.
 */
function creditsSpentIn(period: ReportConsultationPeriod): number | null {
  const spent = sumOfPublished([period.status.HELD, period.status.CANCELLED_LATE]);
  if (!spent.suppressed) return spent.value;
  return period.total.suppressed ? null : period.total.value;
}

/**
 * The month the pool runs out at the pace of the published periods of the last twelve months (credits
 * per month they cover), counted from the running month; null without a published pace, or beyond
 * EXHAUSTION_HORIZON_MONTHS. Months not published yet are left out, which only makes the pace faster.
 */
export function exhaustionMonthOf(periods: readonly ReportConsultationPeriod[], remaining: number, lastClosedMonth: YearMonth): YearMonth | null {
  const firstCounted = shiftMonthKey(lastClosedMonth, -(TREND_MONTHS - 1));
  let spent = 0;
  let months = 0;
  for (const period of periods) {
    if (period.period.months.some((month) => month < firstCounted)) continue;
    const credits = creditsSpentIn(period);
    if (credits === null) continue;
    spent += credits;
    months += period.period.months.length;
  }
  if (months === 0 || spent === 0) return null;
  const monthsLeft = Math.floor(remaining / (spent / months));
  return monthsLeft > EXHAUSTION_HORIZON_MONTHS ? null : shiftMonthKey(lastClosedMonth, 1 + monthsLeft);
}

/** The twelve months up to the last closed one: a month's figures only when it was published alone. */
function trendOf(periods: readonly ReportConsultationPeriod[], lastClosedMonth: YearMonth, firstMonth: YearMonth): CompanyReport['trend'] {
  const hidden: PublishedFigure = { suppressed: true };
  return Array.from({ length: TREND_MONTHS }, (_, index) => {
    const month = shiftMonthKey(lastClosedMonth, index - (TREND_MONTHS - 1));
    const alone = periods.find((period) => period.period.level === 'month' && period.period.months[0] === month);
    return { month, isBeforeCompany: month < firstMonth, consultations: alone?.total ?? hidden, held: alone?.status.HELD ?? hidden };
  });
}

/** What the frozen months publish: the costly part of a report, the same for every call of a month once frozen. */
export type PublishedMonths = Pick<CompanyReport, 'consultations' | 'ratings' | 'employees'>;

/** Every figure from the frozen months alone, through the anonymity rule (decision 0036). */
export function publishFrozenMonths(frozen: readonly FrozenMonth[], lastClosedMonth: YearMonth): PublishedMonths {
  const consultations = publishReport(datedRecords<keyof typeof REPORT_CONSULTATION_CELLS>(frozen, 'consultation'), REPORT_CONSULTATION_CELLS, lastClosedMonth).map(
    ({ period, figures }): ReportConsultationPeriod => ({
      period: { level: period.level, months: [...period.months] },
      total: figures.total,
      status: figures.breakdowns.status as ReportConsultationPeriod['status'],
      mode: figures.breakdowns.mode as ReportConsultationPeriod['mode'],
      category: figures.breakdowns.category as ReportConsultationPeriod['category'],
    }),
  );
  const ratings = publishReport(datedRecords<keyof typeof REPORT_RATING_CELLS>(frozen, 'rating'), REPORT_RATING_CELLS, lastClosedMonth).map(({ period, figures }) => ({
    period: { level: period.level, months: [...period.months] },
    total: figures.total,
    score: figures.breakdowns.score as CompanyReport['ratings'][number]['score'],
    average: averageRating(figures.breakdowns.score),
  }));
  const snapshots = frozen
    .filter((row) => row.kind === 'employee' && row.month <= lastClosedMonth)
    .map((row) => ({ month: row.month, records: row.records.map((record) => ({ employeeId: record.employeeKey, cells: record.cells as Record<'activation', string> })) }));
  const employees = publishSnapshots(snapshots, EMPLOYEE_ACTIVATION_CELLS).at(-1) ?? null;
  return {
    consultations,
    ratings,
    employees: employees && {
      asOf: employees.asOf,
      registered: employees.figures.total,
      activated: employees.figures.breakdowns.activation.activated,
      notActivated: employees.figures.breakdowns.activation.notActivated,
    },
  };
}

/**
 * Credits used in the published periods (held plus cancelled late), through the anonymity rule: hidden
 * when any period's part is, or when no period is published yet. Never the live pool: its difference
 * between two reports would count the running month's bookings, which the rule hides (decision 0045).
 */
export function publishedCreditsUsed(periods: readonly ReportConsultationPeriod[]): PublishedFigure {
  if (periods.length === 0) return { suppressed: true };
  return sumOfPublished(periods.map((period) => sumOfPublished([period.status.HELD, period.status.CANCELLED_LATE])));
}

/** The report: the published months, the pool from them and the employer's purchase, the projection and trend from published figures only. */
export function presentCompanyReport(company: ReportCompany, published: PublishedMonths, lastClosedMonth: YearMonth): CompanyReport {
  const used = publishedCreditsUsed(published.consultations);
  // The pace's pool: the purchase less an upper bound of what the published periods spent, published figures only.
  const spentUpperBound = published.consultations.reduce((total, period) => total + (creditsSpentIn(period) ?? 0), 0);
  return {
    companyId: company.id,
    companyName: company.name,
    lastClosedMonth,
    employees: published.employees,
    credits: {
      granted: company.creditsGranted,
      used,
      remaining: used.suppressed ? used : { suppressed: false, value: Math.max(0, company.creditsGranted - used.value) },
      exhaustionMonth: exhaustionMonthOf(published.consultations, Math.max(0, company.creditsGranted - spentUpperBound), lastClosedMonth),
    },
    consultations: published.consultations,
    ratings: published.ratings,
    trend: trendOf(published.consultations, lastClosedMonth, company.firstMonth),
  };
}
