import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PSYCHOLOGIST_CATEGORIES, MEETING_TYPES } from './psychologist-categories';
import { publishCount, type PublishedFigure } from './report-anonymity';
import { yearMonth, type YearMonth } from './report-periods';
import { averageRating, publishReport, RATING_SCORES, type DatedReportRecord, type PublishedPeriod } from './report-publication';

/*
 * The attacker of the employer report: it reads only what two consecutive reports publish, derives every
 * figure a reader can (each figure, the sum and the difference of any two, a total minus its visible
 * cells, a period minus the published periods inside it, the hidden rating cells from the average), and
 * measures with the ground truth how many distinct employees each one is about. None may be about fewer
 * than 10 (its own threshold, so that a weakened rule cannot weaken it). It does not know how the rule works: only what a report says.
 */
const RUNS = 100;
const ATTACKER_GROUP_SIZE = 10;
const SEED = 20_261_124;

const MONTHS: YearMonth[] = Array.from({ length: 16 }, (_, index) => yearMonth(2025 + Math.floor(index / 12), (index % 12) + 1));
const STATUSES = ['held', 'cancelledOnTime', 'cancelledLate', 'cancelledByPsychologist'];
const consultationCells = { status: STATUSES, mode: [...MEETING_TYPES], category: [...PSYCHOLOGIST_CATEGORIES] };
const ratingCells = { score: RATING_SCORES };

type World = {
  consultations: DatedReportRecord<'status' | 'mode' | 'category'>[];
  ratings: DatedReportRecord<'score'>[];
  /** The two consecutive reports: the last closed month of the first; the second is a month later. */
  firstReport: number;
};

// A company: its employees, the month it was created, consultations and ratings from then on. Months
// are few and employees up to 35, so months around the threshold of 10 are common.
const world: fc.Arbitrary<World> = fc
  .record({ employees: fc.integer({ min: 1, max: 40 }), createdAt: fc.integer({ min: 0, max: 6 }), firstReport: fc.integer({ min: 0, max: MONTHS.length - 2 }) })
  .chain(({ employees, createdAt, firstReport }) => {
    const employee = fc.integer({ min: 0, max: employees - 1 }).map((index) => `e${index}`);
    const month = fc.integer({ min: createdAt, max: MONTHS.length - 1 }).map((index) => MONTHS[index]);
    const consultation = fc.record({
      employeeId: employee,
      month,
      cells: fc.record({ status: fc.constantFrom(...STATUSES), mode: fc.constantFrom(...MEETING_TYPES), category: fc.constantFrom(...PSYCHOLOGIST_CATEGORIES) }),
    });
    const rating = fc.record({ employeeId: employee, month, cells: fc.record({ score: fc.constantFrom(...RATING_SCORES) }) });
    return fc.record({ consultations: fc.array(consultation, { maxLength: 600, size: 'max' }), ratings: fc.array(rating, { maxLength: 300, size: 'max' }), firstReport: fc.constant(firstReport) });
  });

/** A figure the reader knows, with the records it counts in truth. */
type Known = { family: string; what: string; months: readonly YearMonth[]; key: string; records: ReadonlySet<number> };
type Family = { name: string; records: readonly DatedReportRecord<string>[]; cells: Readonly<Record<string, readonly string[]>> };
type Publisher = (records: readonly DatedReportRecord<string>[], cells: Readonly<Record<string, readonly string[]>>, lastClosedMonth: YearMonth) => PublishedPeriod<string>[];

function recordsOf(family: Family, months: readonly YearMonth[], dimension: string | null, cell: string | null): Set<number> {
  const inMonths = new Set(months);
  return new Set([...family.records.keys()].filter((index) => inMonths.has(family.records[index].month) && (dimension === null || family.records[index].cells[dimension] === cell)));
}

/** What one report lets a reader know of one family, and the violations readable from it alone. */
function readReport(family: Family, lastClosedMonth: YearMonth, violations: string[], publish: Publisher): Known[] {
  const known: Known[] = [];
  for (const { period, figures } of publish(family.records, family.cells, lastClosedMonth)) {
    const figure = (what: string, key: string, published: PublishedFigure, records: Set<number>) => {
      if (published.suppressed) return;
      if (published.value !== records.size) violations.push(`${what} : ${published.value} publié pour ${records.size}`);
      known.push({ family: family.name, what, months: period.months, key, records });
    };
    const total = recordsOf(family, period.months, null, null);
    figure(`${family.name} ${period.months.join('+')} total`, 'total', figures.total, total);
    for (const [dimension, cells] of Object.entries(figures.breakdowns)) {
      const hidden = new Set<number>();
      for (const [cell, published] of Object.entries(cells)) {
        const records = recordsOf(family, period.months, dimension, cell);
        figure(`${family.name} ${period.months.join('+')} ${dimension}=${cell}`, `${dimension}=${cell}`, published, records);
        if (published.suppressed) records.forEach((index) => hidden.add(index));
      }
      const hasHiddenCell = Object.values(cells).some((cell) => cell.suppressed);
      // The total minus the visible cells: the hidden cells together, even when they hold nobody.
      if (!figures.total.suppressed && hasHiddenCell)
        known.push({ family: family.name, what: `${family.name} ${period.months.join('+')} ${dimension} cachées`, months: period.months, key: `${dimension}:hidden`, records: hidden });
    }
    if (family.name === 'ratings' && !figures.total.suppressed) readAverage(family, figures.breakdowns.score, averageRating(figures.breakdowns.score), period.months, violations);
  }
  return known;
}

/** Whether the hidden rating cells can be solved from their count and the sum the average gives. */
function readAverage(family: Family, distribution: Record<string, PublishedFigure>, average: PublishedFigure, months: readonly YearMonth[], violations: string[]) {
  if (average.suppressed) return;
  const hiddenScores = RATING_SCORES.filter((score) => distribution[score].suppressed).map(Number);
  if (hiddenScores.length === 0) return;
  const all = recordsOf(family, months, null, null);
  const visible = RATING_SCORES.filter((score) => !distribution[score].suppressed);
  const count = all.size - visible.reduce((sum, score) => sum + (distribution[score] as { value: number }).value, 0);
  const sum = Math.round(average.value * all.size) - visible.reduce((total, score) => total + Number(score) * (distribution[score] as { value: number }).value, 0);
  const solutions = (scores: number[], left: number, leftSum: number): number => {
    if (scores.length === 1) return leftSum === scores[0] * left ? 1 : 0;
    let found = 0;
    for (let taken = 0; taken <= left && found < 2; taken++) found += solutions(scores.slice(1), left - taken, leftSum - scores[0] * taken);
    return Math.min(found, 2);
  };
  if (solutions(hiddenScores, count, sum) === 1) violations.push(`notes ${months.join('+')} : les cases cachées se déduisent de la moyenne`);
}

function employeesIn(family: Family, records: Iterable<number>): number {
  return new Set([...records].map((index) => family.records[index].employeeId)).size;
}

function attack(families: Family[], firstReport: number, publish: Publisher = publishReport): string[] {
  const violations: string[] = [];
  for (const family of families) {
    const known = [MONTHS[firstReport], MONTHS[firstReport + 1]].flatMap((lastClosedMonth) => readReport(family, lastClosedMonth, violations, publish));
    const tooFew = (records: Iterable<number>) => employeesIn(family, records) < ATTACKER_GROUP_SIZE;
    for (const figure of known) if (tooFew(figure.records)) violations.push(`${figure.what} : moins de ${ATTACKER_GROUP_SIZE} salariés`);
    // Sums and differences of any two known figures, within a report and across the two.
    for (const [index, first] of known.entries()) {
      for (const second of known.slice(index + 1)) {
        const onlyFirst = [...first.records].filter((record) => !second.records.has(record));
        const onlySecond = [...second.records].filter((record) => !first.records.has(record));
        if (onlyFirst.length + onlySecond.length > 0 && tooFew([...onlyFirst, ...onlySecond])) violations.push(`${first.what} − ${second.what}`);
        if (tooFew([...first.records, ...second.records])) violations.push(`${first.what} + ${second.what}`);
      }
    }
    // A period minus the published periods of the same figure inside it.
    for (const outer of known) {
      const inside = known.filter((inner) => inner.key === outer.key && inner.months.length < outer.months.length && inner.months.every((month) => outer.months.includes(month)));
      const covered = new Set<YearMonth>();
      const parts = inside.filter((inner) => !inner.months.some((month) => covered.has(month)) && inner.months.every((month) => covered.add(month)));
      if (parts.length === 0) continue;
      const rest = [...outer.records].filter((record) => !covered.has(family.records[record].month));
      if (tooFew(rest)) violations.push(`${outer.what} moins ${parts.map((part) => part.months.join('+')).join(', ')}`);
    }
  }
  return [...new Set(violations)];
}

const familiesOf = (company: World): Family[] => [
  { name: 'consultations', records: company.consultations, cells: consultationCells },
  { name: 'ratings', records: company.ratings, cells: ratingCells },
];

describe('the employer report, read by an attacker', () => {
  it('publishes no figure, sum or difference of figures, in one report or across two consecutive ones, about fewer than 10 employees', () => {
    fc.assert(
      fc.property(world, (company) => {
        expect(attack(familiesOf(company), company.firstReport)).toEqual([]);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    // About a second alone; the machine running the suites may be busy.
  }, 60_000);

  // The attacker must be able to fail: reports weaker than the rule, each with a hole it must find.
  const monthly =
    (shown: (employees: Set<string>) => boolean): Publisher =>
    (records, cells, lastClosedMonth) =>
      MONTHS.filter((month) => month <= lastClosedMonth).map((month) => {
        const inMonth = records.filter((record) => record.month === month);
        const figure = (selected: typeof records) => publishCount(shown(new Set(selected.map((record) => record.employeeId))) ? new Set(MONTHS) : new Set(), selected.length);
        const breakdowns = Object.fromEntries(
          Object.entries(cells).map(([dimension, keys]) => [dimension, Object.fromEntries(keys.map((key) => [key, figure(inMonth.filter((record) => record.cells[dimension] === key))]))]),
        );
        return { period: { level: 'month', months: [month] }, figures: { total: figure(inMonth), breakdowns } };
      });
  const ratingsOf = (employees: number, month: YearMonth, score: string, first = 0) => Array.from({ length: employees }, (_, index) => ({ employeeId: `e${first + index}`, month, cells: { score } }));

  it('finds the months of a report that publishes every figure whatever its size', () => {
    const family: Family = { name: 'ratings', records: ratingsOf(3, '2025-01', '4'), cells: ratingCells };
    expect(attack([family], 0)).toEqual([]);
    expect(
      attack(
        [family],
        0,
        monthly(() => true),
      ),
    ).toContain(`ratings 2025-01 total : moins de ${ATTACKER_GROUP_SIZE} salariés`);
  });

  it('finds a small cell that a report hides alone, given back by the total minus the visible cells', () => {
    const family: Family = { name: 'ratings', records: [...ratingsOf(20, '2025-01', '4'), ...ratingsOf(2, '2025-01', '1', 20)], cells: ratingCells };
    expect(attack([family], 0)).toEqual([]);
    expect(
      attack(
        [family],
        0,
        monthly((employees) => employees.size >= ATTACKER_GROUP_SIZE),
      ),
    ).toContain(`ratings 2025-01 score cachées : moins de ${ATTACKER_GROUP_SIZE} salariés`);
  });

  it('finds hidden rating cells that an average would give back', () => {
    const family: Family = { name: 'ratings', records: [...ratingsOf(12, '2025-01', '5'), ...ratingsOf(3, '2025-01', '1', 12), ...ratingsOf(9, '2025-01', '2', 15)], cells: ratingCells };
    const hidden = { suppressed: true as const };
    const shown = (value: number) => ({ suppressed: false as const, value });
    const distribution = { 1: hidden, 2: hidden, 3: shown(0), 4: shown(0), 5: shown(12) };
    const violations: string[] = [];
    readAverage(family, distribution, { suppressed: false, value: (12 * 5 + 3 + 18) / 24 }, ['2025-01'], violations);
    expect(violations).toEqual(['notes 2025-01 : les cases cachées se déduisent de la moyenne']);
  });
});
