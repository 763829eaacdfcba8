import { isLargeEnough, publishFigures, type BreakdownCells, type EmployeeId, type PublishedFigures, type ReportRecord } from './report-anonymity';
import type { YearMonth } from './report-periods';

/*
 * The report's stocks (employees registered, activated or not): a month-end snapshot differs from the
 * one before by the few people who joined, left or activated that month, so two snapshots side by side
 * would say who did what. A snapshot is published only when every figure a reader learns from it holds
 * the same employees as, or at least MINIMUM_GROUP_SIZE employees apart from, every figure of each
 * snapshot published before; otherwise the report repeats the last one published, with its month.
 */

/** The employees counted at the end of a month, one record each, with their cells (e.g. { activation: 'activated' }). */
export type StockSnapshot<Dimension extends string> = { month: YearMonth; records: readonly ReportRecord<Dimension>[] };
export type PublishedSnapshot<Dimension extends string> = { asOf: YearMonth; figures: PublishedFigures<Dimension> };

type Figure = ReadonlySet<EmployeeId>;

/** The employees behind each figure a reader learns: the total, the visible cells, and each breakdown's hidden cells together. */
function knownFigures<Dimension extends string>(records: readonly ReportRecord<Dimension>[], published: PublishedFigures<Dimension>): Figure[] {
  if (published.total.suppressed) return [];
  const known: Figure[] = [new Set(records.map((record) => record.employeeId))];
  for (const [dimension, cells] of Object.entries(published.breakdowns) as [Dimension, Record<string, { suppressed: boolean }>][]) {
    const hidden = new Set<EmployeeId>();
    for (const [cell, figure] of Object.entries(cells)) {
      const employees = new Set(records.filter((record) => record.cells[dimension] === cell).map((record) => record.employeeId));
      if (figure.suppressed) employees.forEach((employee) => hidden.add(employee));
      else known.push(employees);
    }
    if (Object.values(cells).some((figure) => figure.suppressed)) known.push(hidden);
  }
  return known;
}

function areApart(first: Figure, second: Figure): boolean {
  const difference = new Set([...first].filter((employee) => !second.has(employee)));
  for (const employee of second) if (!first.has(employee)) difference.add(employee);
  return difference.size === 0 || isLargeEnough(difference);
}

/** For each snapshot, in month order, what the report shows: that month's, an earlier one, or nothing yet. */
export function publishSnapshots<Dimension extends string>(snapshots: readonly StockSnapshot<Dimension>[], cellsOf: BreakdownCells<Dimension>): (PublishedSnapshot<Dimension> | null)[] {
  const publishedBefore: Figure[] = [];
  let last: PublishedSnapshot<Dimension> | null = null;
  return [...snapshots]
    .sort((a, b) => (a.month < b.month ? -1 : 1))
    .map(({ month, records }) => {
      if (new Set(records.map((record) => record.employeeId)).size !== records.length) throw new Error(`Un salarié compté deux fois dans l'état de ${month}`);
      const figures = publishFigures(records, cellsOf);
      const known = knownFigures(records, figures);
      if (known.length > 0 && known.every((figure) => publishedBefore.every((before) => areApart(figure, before)))) {
        publishedBefore.push(...known);
        last = { asOf: month, figures };
      }
      return last;
    });
}
