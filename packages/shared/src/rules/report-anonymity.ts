/**
 * The anonymity rule of the employer's usage report (issue 25, decision 0036). A figure is a count of
 * records (a consultation, a rating) of one period; publishFigures decides, for a period's records,
 * which of its total and breakdown cells the report may show. What it guarantees: every figure shown,
 * and every figure a reader can work out from those shown (a total minus the visible cells, one shown
 * figure minus another), counts records of at least MINIMUM_GROUP_SIZE distinct employees, but for one
 * case, for the accounts' states only (activated or not, never consultations nor ratings): a breakdown's
 * hidden cells together, 1 to 9 employees of a total of LARGE_TOTAL_SIZE or more (decision 0054), so
 * that the large cells beside them are published.
 */
export const MINIMUM_GROUP_SIZE = 10;

/**
 * From this many employees behind a total, a breakdown's few hidden ones (1 to 9, worked out as the total
 * minus the visible cells) single no one out: they are under a tenth of the total and the report tells
 * nothing of who they are. Hiding the large visible cells to keep them secret printed « moins de 10 » for
 * 1,810 employees not yet activated out of 1,811 (issue 34). An empty remainder still counts as small:
 * « all 1,811 are not activated » tells each one's state (decision 0054).
 */
export const LARGE_TOTAL_SIZE = MINIMUM_GROUP_SIZE * MINIMUM_GROUP_SIZE;

/** What the report shows instead of a withheld figure, whatever the reason (one sign, so no one can tell which). */
export const REPORT_HIDDEN_TEXT = 'moins de 10';
export const REPORT_HIDDEN_NOTE = "« moins de 10 » : chiffre calculé sur moins de 10 salariés, ou masqué pour qu'un tel chiffre ne puisse pas être retrouvé par différence.";

export type EmployeeId = string;
export type PublishedFigure = { suppressed: false; value: number } | { suppressed: true };
/** One counted record: whose it is, and its cell in each breakdown (e.g. { mode: 'PHONE', category: '…' }). */
export type ReportRecord<Dimension extends string> = { employeeId: EmployeeId; cells: Readonly<Record<Dimension, string>> };
/** Every cell of each breakdown, empty ones included: an empty cell says "nobody", which is a figure too. */
export type BreakdownCells<Dimension extends string> = Readonly<Record<Dimension, readonly string[]>>;
export type PublishedFigures<Dimension extends string> = { total: PublishedFigure; breakdowns: Record<Dimension, Record<string, PublishedFigure>> };

const HIDDEN: PublishedFigure = Object.freeze({ suppressed: true });

export function isLargeEnough(employees: ReadonlySet<EmployeeId>): boolean {
  return employees.size >= MINIMUM_GROUP_SIZE;
}

/** The published form of one figure alone (no breakdown to protect). */
export function publishCount(employees: ReadonlySet<EmployeeId>, value: number): PublishedFigure {
  return isLargeEnough(employees) ? { suppressed: false, value } : HIDDEN;
}

/** A sum of published figures (the cells of a breakdown, the periods of a quarter): shown only when all its parts are, so it tells nothing new. */
export function sumOfPublished(parts: readonly PublishedFigure[]): PublishedFigure {
  let value = 0;
  for (const part of parts) {
    if (part.suppressed) return HIDDEN;
    value += part.value;
  }
  return { suppressed: false, value };
}

/** A total, a cell or a breakdown's hidden cells: the indexes of its records, ascending. */
type Figure = { dimension: string | null; cell: string | null; records: Int32Array };

/** Each record's employee as a number below `count`, the same number for the same employee. */
export type NumberedEmployees = { employeeOf: Int32Array; count: number };

function numberEmployees(records: readonly ReportRecord<string>[]): NumberedEmployees {
  const numbers = new Map<EmployeeId, number>();
  const employeeOf = Int32Array.from(records, (record) => numbers.get(record.employeeId) ?? numbers.set(record.employeeId, numbers.size).size - 1);
  return { employeeOf, count: numbers.size };
}

/**
 * Counts distinct employees among records without building a Set each time: a 10,000-employee
 * snapshot is counted and compared many times while its cells are chosen (decision 0037's bench).
 * Each employee is a number; a count marks them with a new stamp.
 */
function createEmployeeCounter({ employeeOf, count: employeeCount }: NumberedEmployees) {
  const marks = new Uint32Array(employeeCount);
  let stamp = 0;
  return {
    /** The distinct employees of the records at `indexes`, counted up to `limit`. */
    count(indexes: ArrayLike<number>, limit = Infinity): number {
      stamp++;
      let count = 0;
      for (let index = 0; index < indexes.length && count < limit; index++) {
        const employee = employeeOf[indexes[index]];
        if (marks[employee] !== stamp) {
          marks[employee] = stamp;
          count++;
        }
      }
      return count;
    },
  };
}

/** The records one figure has and the other has not, both ways: a merge of their ascending indexes. */
function symmetricDifference(first: Int32Array, second: Int32Array): number[] {
  const difference: number[] = [];
  let [i, j] = [0, 0];
  while (i < first.length || j < second.length) {
    if (j === second.length || (i < first.length && first[i] < second[j])) difference.push(first[i++]);
    else if (i === first.length || second[j] < first[i]) difference.push(second[j++]);
    else [i, j] = [i + 1, j + 1];
  }
  return difference;
}

/** `employees`: the records' employees numbered already (publishSnapshots numbers a year of snapshots once). */
export function publishFigures<Dimension extends string>(
  records: readonly ReportRecord<Dimension>[],
  cellsOf: BreakdownCells<Dimension>,
  employees: NumberedEmployees = numberEmployees(records),
  /** Decision 0054's exception, for the accounts' states only: never for consultations or ratings, whose few stay hidden. */
  { negligibleRemainders = false }: { negligibleRemainders?: boolean } = {},
): PublishedFigures<Dimension> {
  const dimensions = Object.keys(cellsOf) as Dimension[];
  // Each record's cell, as its position in the breakdown's list, per dimension: one pass builds every cell's records.
  const cellIndexes = new Map(dimensions.map((dimension) => [dimension, new Map(cellsOf[dimension].map((cell, index) => [cell, index]))]));
  const cellRecords = new Map(dimensions.map((dimension) => [dimension, cellsOf[dimension].map((): number[] => [])]));
  records.forEach((record, index) => {
    for (const dimension of dimensions) {
      const cellIndex = cellIndexes.get(dimension)!.get(record.cells[dimension]);
      // A record outside the listed cells would make the cells not add up to the total.
      if (cellIndex === undefined) throw new Error(`Case inconnue « ${record.cells[dimension]} » pour ${dimension}`);
      cellRecords.get(dimension)![cellIndex].push(index);
    }
  });
  const counter = createEmployeeCounter(employees);
  const employeesIn = (indexes: ArrayLike<number>) => counter.count(indexes, MINIMUM_GROUP_SIZE);
  // A total or a cell keeps its records: its count of employees is worked out once.
  const employeeCounts = new Map<Figure, number>();
  const employeeCountOf = (figure: Figure) => employeeCounts.get(figure) ?? employeeCounts.set(figure, counter.count(figure.records)).get(figure)!;
  const total: Figure = { dimension: null, cell: null, records: Int32Array.from(records.keys()) };
  const cellsByDimension = new Map(
    dimensions.map((dimension) => [dimension, cellsOf[dimension].map((cell, index): Figure => ({ dimension, cell, records: Int32Array.from(cellRecords.get(dimension)![index]) }))]),
  );
  const cells = [...cellsByDimension.values()].flat();
  const hidden = new Set<Figure>([total, ...cells].filter((figure) => employeeCountOf(figure) < MINIMUM_GROUP_SIZE));
  if (hidden.has(total)) cells.forEach((cell) => hidden.add(cell));

  // The cells of one breakdown hold disjoint records: their hidden ones together, ascending, by a sort.
  const hiddenRemainder = (dimension: Dimension): Figure => {
    const parts = cellsByDimension.get(dimension)!.filter((cell) => hidden.has(cell));
    const remainder = new Int32Array(parts.reduce((size, cell) => size + cell.records.length, 0));
    let offset = 0;
    for (const part of parts) {
      remainder.set(part.records, offset);
      offset += part.records.length;
    }
    return { dimension, cell: null, records: remainder.sort() };
  };
  // The hidden remainders a reader may work out: non-empty, small, of a large total (LARGE_TOTAL_SIZE).
  const isLargeTotal = negligibleRemainders && employeeCountOf(total) >= LARGE_TOTAL_SIZE;
  const isNegligibleRemainder = (remainder: ArrayLike<number>): boolean => {
    if (!isLargeTotal || remainder.length === 0) return false;
    const employeeCount = employeesIn(remainder);
    return employeeCount > 0 && employeeCount < MINIMUM_GROUP_SIZE;
  };
  const hideSmallestVisible = (dimension: Dimension): boolean => {
    const visible = cellsByDimension.get(dimension)!.filter((cell) => !hidden.has(cell));
    if (visible.length === 0) return false;
    const smallest = visible.reduce((best, cell) => {
      const [cellEmployees, bestEmployees] = [employeeCountOf(cell), employeeCountOf(best)];
      return cellEmployees < bestEmployees || (cellEmployees === bestEmployees && cell.records.length < best.records.length) ? cell : best;
    });
    hidden.add(smallest);
    return true;
  };

  // Complementary suppression: the hidden cells of a breakdown, which a reader gets together as the total
  // minus the visible ones, must stand for enough employees; otherwise hide the smallest visible cell too.
  const protectRemainders = (): boolean => {
    let changed = false;
    for (const dimension of dimensions) {
      for (;;) {
        const remainder = hiddenRemainder(dimension);
        const hasHiddenCell = cellsByDimension.get(dimension)!.some((cell) => hidden.has(cell));
        if (!hasHiddenCell || employeesIn(remainder.records) >= MINIMUM_GROUP_SIZE || isNegligibleRemainder(remainder.records) || !hideSmallestVisible(dimension)) break;
        changed = true;
      }
    }
    return changed;
  };

  // Two breakdowns of one total are linked: a visible cell of one may hold nearly the same records as a
  // visible cell (or the hidden remainder) of the other, and their difference then counts a few
  // employees of a cross cell nobody published. Any two figures a reader knows must be the same records
  // or differ by those of enough employees.
  const isKnownNegligibleRemainder = (difference: number[]): boolean =>
    isNegligibleRemainder(difference) &&
    dimensions.some((dimension) => {
      const remainder = hiddenRemainder(dimension).records;
      return remainder.length === difference.length && symmetricDifference(remainder, Int32Array.from(difference)).length === 0;
    });
  const protectDifferences = (): boolean => {
    const known = [total, ...cells.filter((cell) => !hidden.has(cell)), ...dimensions.map(hiddenRemainder).filter((remainder) => remainder.records.length > 0)];
    for (const [index, first] of known.entries()) {
      for (const second of known.slice(index + 1)) {
        const difference = symmetricDifference(first.records, second.records);
        // A negligible remainder is published as total minus cells already: telling it again by another pair is no new figure.
        if (difference.length === 0 || employeesIn(difference) >= MINIMUM_GROUP_SIZE || isKnownNegligibleRemainder(difference)) continue;
        const visibleCells = [first, second].filter((figure) => figure.cell !== null).sort((a, b) => a.records.length - b.records.length);
        if (visibleCells.length > 0) hidden.add(visibleCells[0]);
        // Two hidden remainders: widen the smaller one. A breakdown with no visible cell left has the
        // total as its remainder, which two differing remainders cannot both be.
        else if (!hideSmallestVisible((first.records.length < second.records.length ? first : second).dimension as Dimension)) continue;
        return true;
      }
    }
    return false;
  };

  if (!hidden.has(total)) {
    for (let changed = true; changed;) changed = protectRemainders() || protectDifferences();
  }

  const shown = (figure: Figure): PublishedFigure => (hidden.has(figure) ? HIDDEN : { suppressed: false, value: figure.records.length });
  const breakdowns = Object.fromEntries(dimensions.map((dimension) => [dimension, Object.fromEntries(cellsByDimension.get(dimension)!.map((cell) => [cell.cell, shown(cell)]))])) as Record<
    Dimension,
    Record<string, PublishedFigure>
  >;
  return { total: shown(total), breakdowns };
}
