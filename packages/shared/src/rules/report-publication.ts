import { RATING_MAX, RATING_MIN } from './consultation-texts';
import { publishFigures, type BreakdownCells, type EmployeeId, type PublishedFigure, type PublishedFigures, type ReportRecord } from './report-anonymity';
import { publicationPeriods, type PublicationPeriod, type YearMonth } from './report-periods';

/** A record and the month it counts in: a consultation's own month, a rating's month of submission. */
export type DatedReportRecord<Dimension extends string> = ReportRecord<Dimension> & { month: YearMonth };
export type PublishedPeriod<Dimension extends string> = { period: PublicationPeriod; figures: PublishedFigures<Dimension> };

/**
 * The one way a company's figures reach a report: the periods chosen from the distinct employees behind
 * each closed month, then each period's figures through publishFigures. Records of months after
 * `lastClosedMonth` are left out, so a month's figures never change once published.
 */
export function publishReport<Dimension extends string>(
  records: readonly DatedReportRecord<Dimension>[],
  cellsOf: BreakdownCells<Dimension>,
  lastClosedMonth: YearMonth,
): PublishedPeriod<Dimension>[] {
  const population = new Map<YearMonth, Set<EmployeeId>>();
  for (const record of records) {
    if (record.month > lastClosedMonth) continue;
    const employees = population.get(record.month) ?? new Set<EmployeeId>();
    population.set(record.month, employees.add(record.employeeId));
  }
  return publicationPeriods(population, lastClosedMonth).map((period) => {
    const months = new Set(period.months);
    return {
      period,
      figures: publishFigures(
        records.filter((record) => months.has(record.month)),
        cellsOf,
      ),
    };
  });
}

/** The cells of the rating distribution, '1' to '5'. */
export const RATING_SCORES: readonly string[] = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => String(RATING_MIN + index));

/**
 * The average of a published rating distribution, shown only when every cell is: with one hidden cell
 * the average and the count of ratings are two equations that give back the hidden cells.
 */
export function averageRating(distribution: Readonly<Record<string, PublishedFigure>>): PublishedFigure {
  let count = 0;
  let sum = 0;
  for (const score of RATING_SCORES) {
    const cell = distribution[score];
    if (!cell || cell.suppressed) return { suppressed: true };
    count += cell.value;
    sum += cell.value * Number(score);
  }
  return count === 0 ? { suppressed: true } : { suppressed: false, value: sum / count };
}
