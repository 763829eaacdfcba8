import {
  PSYCHOLOGIST_CATEGORIES,
  MEETING_TYPES,
  quarterOf,
  quarterText,
  REPORT_CONSULTATION_STATUSES,
  reportPeriodText,
  sumOfPublished,
  type ReportConsultationPeriod,
  type ReportPeriod,
} from '@parenthese/shared';

/** A choice of a period selector: a published period, or a quarter summed from its published periods. */
export type PeriodChoice<Figures extends { period: ReportPeriod } = ReportConsultationPeriod> = { key: string; label: string; figures: Figures };

const quarterKey = (month: string) => `${month.slice(0, 4)}-T${quarterOf(month)}`;

function sumOfPeriods(periods: readonly ReportConsultationPeriod[]): Omit<ReportConsultationPeriod, 'period'> {
  const sumOfCells = <Cell extends string>(cells: readonly Cell[], cellsOf: (period: ReportConsultationPeriod) => Record<Cell, ReportConsultationPeriod['total']>) =>
    Object.fromEntries(cells.map((cell) => [cell, sumOfPublished(periods.map((period) => cellsOf(period)[cell]))])) as Record<Cell, ReportConsultationPeriod['total']>;
  return {
    total: sumOfPublished(periods.map((period) => period.total)),
    status: sumOfCells(REPORT_CONSULTATION_STATUSES, (period) => period.status),
    mode: sumOfCells(MEETING_TYPES, (period) => period.mode),
    category: sumOfCells(PSYCHOLOGIST_CATEGORIES, (period) => period.category),
  };
}

/** The published periods, newest first, each under its French name. */
export function periodChoices<Figures extends { period: ReportPeriod }>(periods: readonly Figures[]): PeriodChoice<Figures>[] {
  return [...periods].reverse().map((figures) => ({ key: `periode-${figures.period.months.join('+')}`, label: reportPeriodText(figures.period), figures }));
}

/**
 * The quarters whose three months are all inside published periods of that quarter, newest first: each
 * figure the sum of those periods' figures, hidden if any part is (decision 0036, rule 4), so it tells
 * nothing the periods do not. A quarter published as one period is already a choice, and a quarter with
 * a month still waiting or gone into its year's leftovers has no whole-quarter figure.
 */
export function quarterChoices(periods: readonly ReportConsultationPeriod[]): PeriodChoice[] {
  const byQuarter = new Map<string, ReportConsultationPeriod[]>();
  for (const figures of periods) {
    const keys = new Set(figures.period.months.map(quarterKey));
    if (figures.period.level === 'year' || keys.size !== 1) continue;
    const [key] = keys;
    byQuarter.set(key, [...(byQuarter.get(key) ?? []), figures]);
  }
  const choices: PeriodChoice[] = [];
  for (const [key, parts] of byQuarter) {
    const months = parts.flatMap((part) => part.period.months);
    if (parts.length < 2 || months.length !== 3) continue;
    const year = months[0].slice(0, 4);
    choices.push({
      key: `trimestre-${key}`,
      label: `${quarterText(year, quarterOf(months[0]))} (trimestre entier)`,
      figures: { period: { level: 'quarter', months: months.sort() }, ...sumOfPeriods(parts) },
    });
  }
  return choices.reverse();
}
