import { MINIMUM_GROUP_SIZE, publishFigures, type BreakdownCells, type EmployeeId, type PublishedFigures, type ReportRecord } from './report-anonymity';
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

/** The employees behind a figure, as the sorted indexes publishSnapshots gives them: two figures compare by one merge. */
type Figure = Int32Array;

/**
 * The employees behind each figure a reader learns: the total, the visible cells, and each breakdown's
 * hidden cells together. `employees` are the records' employees as indexes, `total` the same sorted; an
 * employee has one record in a snapshot, so cells are disjoint and hidden ones join by concatenation.
 */
function knownFigures<Dimension extends string>(records: readonly ReportRecord<Dimension>[], employees: Int32Array, total: Figure, published: PublishedFigures<Dimension>): Figure[] {
  if (published.total.suppressed) return [];
  const known: Figure[] = [total];
  for (const [dimension, cells] of Object.entries(published.breakdowns) as [Dimension, Record<string, { suppressed: boolean }>][]) {
    const byCell = new Map(Object.keys(cells).map((cell): [string, number[]] => [cell, []]));
    records.forEach((record, index) => byCell.get(record.cells[dimension])!.push(employees[index]));
    const hidden: number[] = [];
    for (const [cell, shown] of Object.entries(cells)) {
      if (shown.suppressed) for (const employee of byCell.get(cell)!) hidden.push(employee);
      else known.push(Int32Array.from(byCell.get(cell)!).sort());
    }
    if (Object.values(cells).some((shown) => shown.suppressed)) known.push(Int32Array.from(hidden).sort());
  }
  return known;
}

/**
 * How many employees one figure has that the other has not, and the other way round, counted up to
 * MINIMUM_GROUP_SIZE only: a year of 10,000-employee snapshots compares thousands of pairs (decision 0037's bench).
 */
function differenceUpToThreshold(first: Figure, second: Figure): number {
  if (Math.abs(first.length - second.length) >= MINIMUM_GROUP_SIZE) return MINIMUM_GROUP_SIZE;
  let difference = 0;
  let i = 0;
  let j = 0;
  while ((i < first.length || j < second.length) && difference < MINIMUM_GROUP_SIZE) {
    // Plain increments, not destructuring: this loop runs over every employee of every pair compared.
    if (j === second.length || (i < first.length && first[i] < second[j])) {
      i++;
      difference++;
    } else if (i === first.length || second[j] < first[i]) {
      j++;
      difference++;
    } else {
      i++;
      j++;
    }
  }
  return difference;
}

/** For each snapshot, in month order, what the report shows: that month's, an earlier one, or nothing yet. */
export function publishSnapshots<Dimension extends string>(snapshots: readonly StockSnapshot<Dimension>[], cellsOf: BreakdownCells<Dimension>): (PublishedSnapshot<Dimension> | null)[] {
  const indexes = new Map<EmployeeId, number>();
  const indexOf = (employee: EmployeeId) => indexes.get(employee) ?? indexes.set(employee, indexes.size).size - 1;
  const publishedBefore: Figure[] = [];
  let last: PublishedSnapshot<Dimension> | null = null;
  return [...snapshots]
    .sort((a, b) => (a.month < b.month ? -1 : 1))
    .map(({ month, records }) => {
      const employees = Int32Array.from(records, (record) => indexOf(record.employeeId));
      const total = employees.slice().sort();
      for (let index = 1; index < total.length; index++) if (total[index] === total[index - 1]) throw new Error(`Un salarié compté deux fois dans l'état de ${month}`);
      const figures = publishFigures(records, cellsOf, { employeeOf: employees, count: indexes.size }, { negligibleRemainders: true });
      const known = knownFigures(records, employees, total, figures);
      // Apart: the same employees (0) or at least MINIMUM_GROUP_SIZE of them; the first pair too close stops the comparison.
      const seenBefore = known.map(() => false);
      const apart = known.every((figure, index) =>
        publishedBefore.every((before) => {
          const difference = differenceUpToThreshold(figure, before);
          if (difference === 0) seenBefore[index] = true;
          return difference === 0 || difference >= MINIMUM_GROUP_SIZE;
        }),
      );
      if (known.length > 0 && apart) {
        // A figure published before with the same employees tells nothing new: it is compared once.
        publishedBefore.push(...known.filter((_, index) => !seenBefore[index]));
        last = { asOf: month, figures };
      }
      return last;
    });
}
