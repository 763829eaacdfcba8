import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PSYCHOLOGIST_CATEGORIES, MEETING_TYPES, REPORT_CONSULTATION_STATUSES, yearMonth, type CompanyReport, type YearMonth } from '@parenthese/shared';
import { presentCompanyReport, publishFrozenMonths } from './presenter';

/*
 * The employer report's credits against an attacker who reads two consecutive reports and the
 * administrators' daily pool snapshots (issue 33, decision 0045). The report is built as the service
 * builds it, from frozen closed months, and is handed the live pool of the day it is asked: the pool
 * must change nothing. Measured on the truth: every credit figure shown, and its difference with any
 * figure of either report, is about 0 or at least 10 distinct employees; and the report read on any day
 * of a month is the same, whatever bookings that month (or later) brings, so nothing combines with the
 * month's snapshots, which move with each day's bookings.
 */
const RUNS = 100;
const SEED = 20_261_128;
const ATTACKER_GROUP_SIZE = 10;
const DAYS_PER_MONTH = 28;
const MONTHS: YearMonth[] = Array.from({ length: 16 }, (_, index) => yearMonth(2025 + Math.floor(index / 12), (index % 12) + 1));
const SPENT = new Set(['HELD', 'CANCELLED_LATE']);

type Booking = {
  employeeId: string;
  /** The consultation's month (index in MONTHS) and day in it; the booking was made `daysAhead` days before, a refund `refundAfter` days after it. */
  month: number;
  day: number;
  daysAhead: number;
  refundAfter: number;
  cells: { status: string; mode: string; category: string };
};
type World = { granted: number; bookings: Booking[]; firstReport: number; askedOn: [number, number] };

const booking = (employees: number) =>
  fc.record({
    employeeId: fc.integer({ min: 0, max: employees - 1 }).map((index) => `e${index}`),
    month: fc.integer({ min: 0, max: MONTHS.length - 1 }),
    day: fc.integer({ min: 0, max: DAYS_PER_MONTH - 1 }),
    daysAhead: fc.integer({ min: 0, max: 40 }),
    refundAfter: fc.integer({ min: 0, max: 40 }),
    cells: fc.record({ status: fc.constantFrom(...REPORT_CONSULTATION_STATUSES), mode: fc.constantFrom(...MEETING_TYPES), category: fc.constantFrom(...PSYCHOLOGIST_CATEGORIES) }),
  });

// Companies of any size up to 40 employees; months around the threshold of 10 are common.
const world: fc.Arbitrary<World> = fc.integer({ min: 1, max: 40 }).chain((employees) =>
  fc.record({
    granted: fc.integer({ min: 0, max: 3000 }),
    bookings: fc.array(booking(employees), { maxLength: 400, size: 'max' }),
    firstReport: fc.integer({ min: 0, max: MONTHS.length - 3 }),
    askedOn: fc.tuple(fc.integer({ min: 0, max: DAYS_PER_MONTH - 1 }), fc.integer({ min: 0, max: DAYS_PER_MONTH - 1 })),
  }),
);

const startDay = (booked: Booking) => booked.month * DAYS_PER_MONTH + booked.day;
const bookedDay = (booked: Booking) => startDay(booked) - booked.daysAhead;
const isRefunded = (booked: Booking) => !SPENT.has(booked.cells.status);
const refundDay = (booked: Booking) => Math.min(startDay(booked), bookedDay(booked) + booked.refundAfter);

/** The live pool at 0 h of `day`, as a snapshot takes it: every booking made before spends, every refund before gives back. */
function poolAt(company: World, day: number): number {
  let pool = company.granted;
  for (const booked of company.bookings) {
    if (bookedDay(booked) < day) pool -= 1;
    if (isRefunded(booked) && refundDay(booked) < day) pool += 1;
  }
  return pool;
}

/** The report of the last closed month `lastClosed` (an index), asked on `day` of the month after it, given that day's live pool. */
function reportAt(company: World, lastClosed: number, day: number): CompanyReport {
  const frozen = MONTHS.slice(0, lastClosed + 1).map((month, index) => ({
    month,
    kind: 'consultation' as const,
    records: company.bookings.filter((booked) => booked.month === index).map((booked) => ({ employeeKey: booked.employeeId, cells: booked.cells })),
  }));
  // The row as the repository reads it, with the live pool a careless presenter could read.
  const row = { id: 'c', name: 'Société', creditsGranted: company.granted, firstMonth: MONTHS[0], creditsAmount: poolAt(company, (lastClosed + 1) * DAYS_PER_MONTH + day) };
  return presentCompanyReport(row, publishFrozenMonths(frozen, MONTHS[lastClosed]), MONTHS[lastClosed]);
}

type Known = { what: string; records: ReadonlySet<number> };

/** The figures of one report a reader knows about the credits, each with the bookings it counts in truth. */
function creditFigures(company: World, report: CompanyReport, violations: string[]): Known[] {
  const known: Known[] = [];
  const inPeriod = (months: readonly YearMonth[]) => new Set(months.map((month) => MONTHS.indexOf(month)));
  const bookingsWhere = (test: (booked: Booking, index: number) => boolean) => new Set([...company.bookings.keys()].filter((index) => test(company.bookings[index], index)));
  const usedRecords = new Set<number>();
  for (const period of report.consultations) {
    const months = inPeriod(period.period.months);
    const name = period.period.months.join('+');
    const add = (what: string, figure: { suppressed: boolean; value?: number }, records: Set<number>) => {
      if (figure.suppressed) return;
      if (figure.value !== records.size) violations.push(`${what} : ${figure.value} publié pour ${records.size}`);
      known.push({ what, records });
    };
    add(
      `${report.lastClosedMonth} ${name} total`,
      period.total,
      bookingsWhere((booked) => months.has(booked.month)),
    );
    for (const status of REPORT_CONSULTATION_STATUSES)
      add(
        `${report.lastClosedMonth} ${name} ${status}`,
        period.status[status],
        bookingsWhere((booked) => months.has(booked.month) && booked.cells.status === status),
      );
    bookingsWhere((booked) => months.has(booked.month) && SPENT.has(booked.cells.status)).forEach((index) => usedRecords.add(index));
  }
  const { used, remaining, granted } = report.credits;
  if (!used.suppressed) {
    if (used.value !== usedRecords.size) violations.push(`${report.lastClosedMonth} utilisés : ${used.value} publié pour ${usedRecords.size}`);
    if (remaining.suppressed || remaining.value !== Math.max(0, granted - used.value)) violations.push(`${report.lastClosedMonth} restants ne suivent pas les utilisés`);
    known.push({ what: `${report.lastClosedMonth} utilisés`, records: usedRecords });
  } else if (!remaining.suppressed) violations.push(`${report.lastClosedMonth} restants publiés sans les utilisés`);
  return known;
}

type Reporter = (company: World, lastClosed: number, day: number) => CompanyReport;

function attack(company: World, report: Reporter = reportAt): string[] {
  const reportAt = report;
  const violations: string[] = [];
  const [first, second] = [company.firstReport, company.firstReport + 1];
  const reports = [reportAt(company, first, company.askedOn[0]), reportAt(company, second, company.askedOn[1])];
  const employeesIn = (records: Iterable<number>) => new Set([...records].map((index) => company.bookings[index].employeeId)).size;
  const tooFew = (records: readonly number[]) => records.length > 0 && employeesIn(records) < ATTACKER_GROUP_SIZE;
  const known = reports.flatMap((report) => creditFigures(company, report, violations));
  const credits = known.filter((figure) => figure.what.endsWith('utilisés'));
  for (const figure of credits) if (tooFew([...figure.records])) violations.push(`${figure.what} : moins de ${ATTACKER_GROUP_SIZE} salariés`);
  for (const credit of credits) {
    for (const other of known) {
      if (other === credit) continue;
      const difference = [...[...credit.records].filter((index) => !other.records.has(index)), ...[...other.records].filter((index) => !credit.records.has(index))];
      if (tooFew(difference)) violations.push(`${credit.what} − ${other.what}`);
    }
  }
  // Against the month's snapshots: the report asked on any day of the month is the same, whatever the
  // pool that day, and whatever that month or any later one brings (a booking of today, for next month).
  for (const [lastClosed, report] of [first, second].map((month, index) => [month, reports[index]] as const)) {
    const otherDay = reportAt(company, lastClosed, (company.askedOn[0] + 13) % DAYS_PER_MONTH);
    const withoutLater = reportAt({ ...company, bookings: company.bookings.filter((booked) => booked.month <= lastClosed) }, lastClosed, 0);
    if (JSON.stringify(otherDay) !== JSON.stringify(report) || JSON.stringify(withoutLater) !== JSON.stringify(report)) violations.push(`${MONTHS[lastClosed]} : le rapport bouge dans le mois`);
  }
  return [...new Set(violations)];
}

describe('the employer report against two consecutive reports and the administrators’ pool snapshots', () => {
  it('never tells apart fewer than 10 employees’ consultations, and never moves within a month', () => {
    fc.assert(
      fc.property(world, (company) => {
        expect(attack(company)).toEqual([]);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  }, 60_000);

  it('finds the credits a report would read from the live pool, as it did before (the attacker can fail)', () => {
    // Twelve employees consult in January; one books on the 3rd and the 20th of February for March.
    const january: Booking[] = Array.from({ length: 12 }, (_, index) => ({
      employeeId: `e${index}`,
      month: 0,
      day: 10,
      daysAhead: 5,
      refundAfter: 0,
      cells: { status: 'HELD', mode: 'PHONE', category: PSYCHOLOGIST_CATEGORIES[0] },
    }));
    const ahead: Booking[] = [3, 20].map((day) => ({
      employeeId: 'e0',
      month: 2,
      day: 1,
      daysAhead: DAYS_PER_MONTH + 1 - day,
      refundAfter: 0,
      cells: { status: 'HELD', mode: 'PHONE', category: PSYCHOLOGIST_CATEGORIES[0] },
    }));
    const company: World = { granted: 100, bookings: [...january, ...ahead], firstReport: 0, askedOn: [0, 0] };
    expect(attack(company)).toEqual([]);
    // The former credits: used and remaining from the live pool of the day the report is asked.
    const fromLivePool: Reporter = (world, lastClosed, day) => {
      const report = reportAt(world, lastClosed, day);
      const pool = poolAt(world, (lastClosed + 1) * DAYS_PER_MONTH + day);
      return { ...report, credits: { ...report.credits, used: { suppressed: false, value: world.granted - pool }, remaining: { suppressed: false, value: pool } } };
    };
    const violations = attack(company, fromLivePool);
    expect(violations).toContain('2025-02 utilisés : 14 publié pour 12');
    expect(violations).toContain('2025-01 : le rapport bouge dans le mois');
    expect(violations).toContain('2025-02 : le rapport bouge dans le mois');
  });
});
