import { z } from 'zod';
import { PSYCHOLOGIST_CATEGORIES, MEETING_TYPES } from '../rules/psychologist-categories';

/*
 * The employer's usage report of one company (issue 25), under /api/admin/companies/report/{companyId}
 * (TECH and SITE administrators) and in the monthly mail. Every figure has passed through the anonymity
 * rule (packages/shared/src/rules/report-*.ts, decision 0036): a number, or `{ suppressed: true }`
 * shown as « moins de 10 ». Nothing finer than a month, no name, no motive, nothing per employee.
 */

const YEAR_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
/** A Paris calendar month, 'YYYY-MM'. */
export const yearMonthSchema = z.string().regex(YEAR_MONTH_PATTERN);

export const publishedFigureSchema = z.discriminatedUnion('suppressed', [z.object({ suppressed: z.literal(false), value: z.number() }), z.object({ suppressed: z.literal(true) })]);

/** How a consultation of the report ended; each is one cell of the status breakdown. */
export const REPORT_CONSULTATION_STATUSES = ['HELD', 'CANCELLED_ON_TIME', 'CANCELLED_LATE', 'CANCELLED_BY_PSYCHOLOGIST'] as const;
export type ReportConsultationStatus = (typeof REPORT_CONSULTATION_STATUSES)[number];
export const reportConsultationStatusLabels: Record<ReportConsultationStatus, string> = {
  HELD: 'Tenues',
  CANCELLED_ON_TIME: 'Annulées à temps',
  CANCELLED_LATE: 'Annulées tardivement',
  CANCELLED_BY_PSYCHOLOGIST: 'Annulées par le psychologue',
};
export const REPORT_RATING_SCORES = ['1', '2', '3', '4', '5'] as const;

/** The cells of each breakdown, in the order the report shows them: empty cells included (decision 0036, rule 1). */
export const REPORT_CONSULTATION_CELLS = { status: REPORT_CONSULTATION_STATUSES, mode: MEETING_TYPES, category: PSYCHOLOGIST_CATEGORIES } as const;
export const REPORT_RATING_CELLS = { score: REPORT_RATING_SCORES } as const;

const cellsSchema = <Cells extends readonly [string, ...string[]]>(cells: Cells) =>
  z.object(Object.fromEntries(cells.map((cell) => [cell, publishedFigureSchema])) as Record<Cells[number], typeof publishedFigureSchema>);

export const reportPeriodSchema = z.object({ level: z.enum(['month', 'quarter', 'year']), months: z.array(yearMonthSchema).min(1) });

/** One published period of consultations: its total and its three breakdowns. */
export const reportConsultationPeriodSchema = z.object({
  period: reportPeriodSchema,
  total: publishedFigureSchema,
  status: cellsSchema(REPORT_CONSULTATION_STATUSES),
  mode: cellsSchema(MEETING_TYPES),
  category: cellsSchema(PSYCHOLOGIST_CATEGORIES),
});

/** One published period of ratings (the month they were given): the distribution 1 to 5 and its average. */
export const reportRatingPeriodSchema = z.object({
  period: reportPeriodSchema,
  total: publishedFigureSchema,
  score: cellsSchema(REPORT_RATING_SCORES),
  average: publishedFigureSchema,
});

export const companyReportSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  /** The last month over: the report never counts the month still running. */
  lastClosedMonth: yearMonthSchema,
  /** Employees at the end of `asOf` (the last month whose counts may be shown), or null before any. */
  employees: z.object({ asOf: yearMonthSchema, registered: publishedFigureSchema, activated: publishedFigureSchema, notActivated: publishedFigureSchema }).nullable(),
  /**
   * The company's pool from closed months only (decision 0045): granted is the employer's own purchase;
   * used is the credits spent (held plus cancelled late) in the published periods, through the anonymity
   * rule, and remaining is granted minus that used. The running month's spending is in neither.
   */
  credits: z.object({
    granted: z.number().int(),
    remaining: publishedFigureSchema,
    used: publishedFigureSchema,
    /** The month the pool runs out at the pace of the published months, or null (no pace published, or more than 24 months ahead). */
    exhaustionMonth: yearMonthSchema.nullable(),
  }),
  /** Published periods, oldest first: each month alone, or a quarter or year of months too small alone. */
  consultations: z.array(reportConsultationPeriodSchema),
  ratings: z.array(reportRatingPeriodSchema),
  /**
   * The twelve months up to lastClosedMonth, oldest first: a month not published alone is suppressed (the chart leaves it out);
   * a month before the company's creation is marked, and shown « — » (nothing to count, not a hidden figure).
   */
  trend: z.array(z.object({ month: yearMonthSchema, isBeforeCompany: z.boolean(), consultations: publishedFigureSchema, held: publishedFigureSchema })).length(12),
});
export type PublishedFigureDto = z.infer<typeof publishedFigureSchema>;
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;
export type ReportConsultationPeriod = z.infer<typeof reportConsultationPeriodSchema>;
export type ReportRatingPeriod = z.infer<typeof reportRatingPeriodSchema>;
export type CompanyReport = z.infer<typeof companyReportSchema>;
