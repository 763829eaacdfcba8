import { describe, expect, it } from 'vitest';
import { parisDateTime } from './paris-time';
import { lastClosedMonthAt, publicationPeriods, reportMonthOf, type YearMonth } from './report-periods';
import { averageRating, publishReport, type DatedReportRecord } from './report-publication';

const employees = (first: number, count: number) => new Set(Array.from({ length: count }, (_, index) => `e${first + index}`));
const population = (entries: [YearMonth, number, number?][]) => new Map(entries.map(([month, count, first = 0]) => [month, employees(first, count)]));

describe('the periods a report publishes', () => {
  it.each([
    [0, []],
    [1, []],
    [9, []],
    [10, [{ level: 'month', months: ['2026-01'] }]],
    [11, [{ level: 'month', months: ['2026-01'] }]],
  ])('a month with %i consulting employees, its quarter still running: %o', (count, expected) => {
    expect(publicationPeriods(population([['2026-01', count]]), '2026-02')).toEqual(expected);
  });

  it('puts the small months of a quarter together once it is over, apart from the months published alone', () => {
    const months = population([
      ['2026-01', 30],
      ['2026-02', 6, 100],
      ['2026-03', 5, 200],
    ]);
    expect(publicationPeriods(months, '2026-02')).toEqual([{ level: 'month', months: ['2026-01'] }]);
    expect(publicationPeriods(months, '2026-03')).toEqual([
      { level: 'month', months: ['2026-01'] },
      { level: 'quarter', months: ['2026-02', '2026-03'] },
    ]);
  });

  it('counts the distinct employees of the months put together, not their sum', () => {
    const sameSix = population([
      ['2026-02', 6],
      ['2026-03', 6],
    ]);
    expect(publicationPeriods(sameSix, '2026-03')).toEqual([]);
  });

  it('sends to the year what its quarters could not publish, once the year is over', () => {
    const months = population([
      ['2025-02', 4],
      ['2025-05', 3, 10],
      ['2025-11', 4, 20],
    ]);
    expect(publicationPeriods(months, '2025-11')).toEqual([]);
    expect(publicationPeriods(months, '2025-12')).toEqual([
      { level: 'year', months: ['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12'] },
    ]);
  });

  it('a company created mid-month: its first month stands alone only with 10 employees, else waits for the quarter', () => {
    // Created on 16 March, 4 employees consulted by the end of the month.
    const months = population([['2026-03', 4]]);
    expect(publicationPeriods(months, '2026-03')).toEqual([]);
    expect(publicationPeriods(months, '2026-12')).toEqual([]);
    const withApril = population([
      ['2026-03', 4],
      ['2026-04', 12, 50],
    ]);
    expect(publicationPeriods(withApril, '2026-04')).toEqual([{ level: 'month', months: ['2026-04'] }]);
  });

  it('never takes back or reshapes a period in a later report', () => {
    const months = population([
      ['2025-11', 12],
      ['2025-12', 3, 50],
      ['2026-01', 8, 60],
      ['2026-02', 9, 70],
      ['2026-03', 15, 80],
      ['2026-04', 2, 100],
    ]);
    const closed = ['2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'];
    for (let index = 1; index < closed.length; index++) {
      const before = publicationPeriods(months, closed[index - 1]);
      expect(publicationPeriods(months, closed[index])).toEqual(expect.arrayContaining(before));
    }
  });

  it('takes the Paris month, and counts only the months that are over', () => {
    expect(reportMonthOf(new Date('2026-01-31T23:30:00Z'))).toBe('2026-02');
    expect(lastClosedMonthAt(parisDateTime(2026, 1, 1, 0, 5))).toBe('2025-12');
    expect(lastClosedMonthAt(parisDateTime(2026, 3, 31, 23, 0))).toBe('2026-02');
    expect(() => publicationPeriods(new Map(), '2026-13')).toThrow('2026-13');
  });
});

describe('a report of ratings', () => {
  const rating = (employee: number, submitted: Date, score: number): DatedReportRecord<'score'> => ({
    employeeId: `e${employee}`,
    month: reportMonthOf(submitted),
    cells: { score: String(score) },
  });
  const cellsOf = { score: ['1', '2', '3', '4', '5'] };

  it('ratings arriving months later count in the month they are given, and leave the published months as they were', () => {
    // Twelve employees rate in February; three rate their January consultations in April.
    const february = Array.from({ length: 12 }, (_, index) => rating(index, parisDateTime(2026, 2, 10), (index % 5) + 1));
    const late = [0, 1, 2].map((index) => rating(20 + index, parisDateTime(2026, 4, 2), 1));
    const march = publishReport(february, cellsOf, '2026-03');
    const june = publishReport([...february, ...late], cellsOf, '2026-06');
    expect(march).toEqual([{ period: { level: 'month', months: ['2026-02'] }, figures: expect.anything() }]);
    expect(june).toEqual(march);
  });

  it('releases no rating before its month is over', () => {
    const ratings = Array.from({ length: 12 }, (_, index) => rating(index, parisDateTime(2026, 2, 27), 4));
    expect(publishReport(ratings, cellsOf, '2026-01')).toEqual([]);
    expect(publishReport(ratings, cellsOf, '2026-02')).toHaveLength(1);
  });

  it('shows the average only when every cell of the distribution is shown', () => {
    const shown = (value: number) => ({ suppressed: false as const, value });
    expect(averageRating({ 1: shown(10), 2: shown(10), 3: shown(10), 4: shown(10), 5: shown(10) })).toEqual(shown(3));
    expect(averageRating({ 1: { suppressed: true }, 2: shown(10), 3: shown(10), 4: shown(10), 5: shown(20) })).toEqual({ suppressed: true });
  });
});
