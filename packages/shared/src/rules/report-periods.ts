import { inParis } from './paris-time';
import { isLargeEnough, type EmployeeId } from './report-anonymity';

/*
 * The periods over which the employer's report may publish a company's figures (issue 25, decision
 * 0036): a month alone when at least MINIMUM_GROUP_SIZE employees are behind it; the months of
 * a quarter that were not published alone, together, once the quarter is over; then those left of the
 * year, together, once the year is over. Periods never overlap and, being decided on closed months
 * only, never change from one report to the next: no subtraction between reports isolates anyone.
 */

/** A Paris calendar month, 'YYYY-MM': the finest date a report ever carries. */
export type YearMonth = string;
export type PeriodLevel = 'month' | 'quarter' | 'year';
/** Months published together; a quarter or a year holds only those of its months not published before. */
export type PublicationPeriod = { level: PeriodLevel; months: readonly YearMonth[] };

const YEAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function yearMonth(year: number, month: number): YearMonth {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

function yearAndMonth(value: YearMonth): [number, number] {
  const match = YEAR_MONTH.exec(value);
  if (!match) throw new Error(`Mois de rapport invalide : ${value}`);
  return [Number(match[1]), Number(match[2])];
}

/** The Paris month of an instant: a consultation's, or a rating's submission (never its consultation's). */
export function reportMonthOf(instant: Date): YearMonth {
  const paris = inParis(instant);
  return yearMonth(paris.getFullYear(), paris.getMonth() + 1);
}

/** The last month over at `now`: a report never counts the month still running. */
export function lastClosedMonthAt(now: Date): YearMonth {
  const [year, month] = yearAndMonth(reportMonthOf(now));
  return month === 1 ? yearMonth(year - 1, 12) : yearMonth(year, month - 1);
}

function employeesOf(months: readonly YearMonth[], population: ReadonlyMap<YearMonth, ReadonlySet<EmployeeId>>): Set<EmployeeId> {
  return new Set(months.flatMap((month) => [...(population.get(month) ?? [])]));
}

/**
 * The periods published up to `lastClosedMonth`, from the distinct employees behind each month (the
 * consulting employees for consultations, the raters for ratings). Months after it are ignored.
 */
export function publicationPeriods(population: ReadonlyMap<YearMonth, ReadonlySet<EmployeeId>>, lastClosedMonth: YearMonth): PublicationPeriod[] {
  const [lastYear, lastMonth] = yearAndMonth(lastClosedMonth);
  const years = [...population.keys()].map((month) => yearAndMonth(month)[0]);
  const firstYear = Math.min(lastYear, ...years);
  const periods: PublicationPeriod[] = [];
  for (let year = firstYear; year <= lastYear; year++) {
    const leftOfYear: YearMonth[] = [];
    for (let quarter = 0; quarter < 4; quarter++) {
      const months = [1, 2, 3].map((offset) => quarter * 3 + offset).filter((month) => year < lastYear || month <= lastMonth);
      const leftOfQuarter: YearMonth[] = [];
      for (const month of months.map((number) => yearMonth(year, number))) {
        if (isLargeEnough(employeesOf([month], population))) periods.push({ level: 'month', months: [month] });
        else leftOfQuarter.push(month);
      }
      // A quarter still running keeps its small months waiting: publishing them early would let a later
      // quarter figure be subtracted from them.
      if (months.length < 3 || leftOfQuarter.length === 0) continue;
      if (isLargeEnough(employeesOf(leftOfQuarter, population))) periods.push({ level: 'quarter', months: leftOfQuarter });
      else leftOfYear.push(...leftOfQuarter);
    }
    const yearIsOver = year < lastYear || lastMonth === 12;
    if (yearIsOver && leftOfYear.length > 0 && isLargeEnough(employeesOf(leftOfYear, population))) periods.push({ level: 'year', months: leftOfYear });
  }
  return periods.sort((a, b) => (a.months[0] < b.months[0] ? -1 : 1));
}
