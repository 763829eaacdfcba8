import { describe, expect, it } from 'vitest';
import { MINIMUM_GROUP_SIZE, publishCount, publishFigures, REPORT_HIDDEN_TEXT, sumOfPublished, type ReportRecord } from './report-anonymity';

type Dimension = 'mode' | 'category';
const cellsOf = { mode: ['TEAMS', 'PHONE'], category: ['clinicien', 'travail', 'social', 'neuro'] };
const hidden = { suppressed: true as const };
const shown = (value: number) => ({ suppressed: false as const, value });

/** `count` employees named from `first`, each with `each` records in the given cells. */
function records(first: number, count: number, cells: Record<Dimension, string>, each = 1): ReportRecord<Dimension>[] {
  return Array.from({ length: count * each }, (_, index) => ({ employeeId: `e${first + Math.floor(index / each)}`, cells }));
}

/** The figures of groups of new employees with one record each, a group written '6 TEAMS clinicien'. */
function figuresOf(...groups: string[]) {
  let first = 0;
  const all = groups.flatMap((group) => {
    const [count, mode, category] = group.split(' ');
    first += Number(count);
    return records(first - Number(count), Number(count), { mode, category });
  });
  return publishFigures(all, cellsOf);
}

describe('the anonymity rule of the employer report', () => {
  it('shows « moins de 10 » for what it withholds, with 10 as the threshold', () => {
    expect(MINIMUM_GROUP_SIZE).toBe(10);
    expect(REPORT_HIDDEN_TEXT).toBe('moins de 10');
  });

  it.each([
    [0, hidden],
    [1, hidden],
    [9, hidden],
    [10, shown(10)],
    [11, shown(11)],
  ])('a month with %i consulting employees: its count is %o', (employees, expected) => {
    const figures = publishFigures(records(0, employees, { mode: 'TEAMS', category: 'travail' }), cellsOf);
    expect(figures.total).toEqual(expected);
  });

  it('counts distinct employees, not records: 25 consultations of 3 employees stay hidden', () => {
    const figures = publishFigures([...records(0, 3, { mode: 'PHONE', category: 'social' }, 8), ...records(3, 1, { mode: 'PHONE', category: 'social' })], cellsOf);
    expect(figures.total).toEqual(hidden);
    expect(figures.breakdowns.mode.PHONE).toEqual(hidden);
  });

  it('hides a second cell when only one is under the threshold, so the total minus the visible cells gives nothing back', () => {
    // Each category is split between the two modes, so that no cell of one breakdown holds a cell of the other.
    const figures = figuresOf('6 TEAMS clinicien', '6 PHONE clinicien', '6 TEAMS travail', '5 PHONE travail', '8 TEAMS social', '7 PHONE social', '1 TEAMS neuro', '1 PHONE neuro');
    expect(figures.total).toEqual(shown(40));
    expect(figures.breakdowns.mode).toEqual({ TEAMS: shown(21), PHONE: shown(19) });
    // neuro (2 employees) is hidden; travail, the smallest visible cell, goes with it.
    expect(figures.breakdowns.category).toEqual({ clinicien: shown(12), travail: hidden, social: shown(15), neuro: hidden });
  });

  it('keeps hiding while the hidden cells together stand for fewer than 10 employees', () => {
    const figures = figuresOf('30 TEAMS clinicien', '3 TEAMS travail', '4 TEAMS social');
    // neuro (0), travail (3) and social (4) are 7 employees together: clinicien goes too.
    expect(Object.values(figures.breakdowns.category).every((cell) => cell.suppressed)).toBe(true);
    expect(figures.total).toEqual(shown(37));
  });

  it('never lets a reader work out a few consultations, even of a large total: decision 0054 is for the accounts only', () => {
    // 150 employees consulted, 3 of them for one category: hiding only that category would give « 3 » as the total minus the others.
    const figures = figuresOf('60 TEAMS clinicien', '60 PHONE clinicien', '15 TEAMS travail', '12 PHONE social', '3 TEAMS neuro');
    expect(figures.total).toEqual(shown(150));
    expect(figures.breakdowns.category.neuro).toEqual(hidden);
    expect(Object.values(figures.breakdowns.category).filter((cell) => cell.suppressed).length).toBeGreaterThan(1);
  });

  it('a month with a single category publishes its total but no category, which would say what everyone consulted for', () => {
    const figures = figuresOf('14 TEAMS travail', '12 PHONE travail');
    expect(figures.total).toEqual(shown(26));
    expect(figures.breakdowns.category).toEqual({ clinicien: hidden, travail: hidden, social: hidden, neuro: hidden });
    expect(figures.breakdowns.mode).toEqual({ TEAMS: shown(14), PHONE: shown(12) });
  });

  it('hides a cell of one breakdown that a visible cell of the other contains but for fewer than 10 employees', () => {
    // Every video consultation is for 'travail', plus those of 3 employees by phone: travail minus video
    // would count 3 employees' phone consultations for work, a cross cell nobody publishes.
    const figures = figuresOf('20 TEAMS travail', '3 PHONE travail', '12 PHONE clinicien', '11 PHONE social');
    // Video is hidden; the total minus phone would still give it, so travail goes too (social already
    // went with the empty neuro cell).
    expect(figures.breakdowns.mode).toEqual({ TEAMS: hidden, PHONE: shown(26) });
    expect(figures.breakdowns.category).toEqual({ clinicien: shown(12), travail: hidden, social: hidden, neuro: hidden });
  });

  it('refuses a record outside the listed cells, whose figures would not add up', () => {
    expect(() => publishFigures([{ employeeId: 'e1', cells: { mode: 'FAX', category: 'travail' } }], cellsOf)).toThrow('FAX');
  });

  it('publishes a lone figure only from 10 employees', () => {
    const employees = (count: number) => new Set(Array.from({ length: count }, (_, index) => `e${index}`));
    expect(publishCount(employees(9), 40)).toEqual(hidden);
    expect(publishCount(employees(10), 40)).toEqual(shown(40));
  });

  it('sums published figures only when every part is published', () => {
    expect(sumOfPublished([shown(12), shown(30)])).toEqual(shown(42));
    expect(sumOfPublished([shown(12), hidden])).toEqual(hidden);
  });
});
