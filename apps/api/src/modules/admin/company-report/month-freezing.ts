import { parisDateTime, shiftMonthKey, type YearMonth } from '@parenthese/shared';
import type { Executor } from '../../../db/client';
import type { FrozenReportRecord } from '../../../db/schema';
import * as repository from './repository';
import { consultationRecordOf, employeeRecordOf, ratingRecordOf, type EmployeeKeyer, type LiveConsultation, type LiveRating } from './report-records';

export type FrozenMonthRow = { month: YearMonth; kind: repository.ReportKind; records: FrozenReportRecord[] };

function monthStart(month: YearMonth): Date {
  const [year, monthNumber] = month.split('-').map(Number);
  return parisDateTime(year, monthNumber, 1);
}

function monthsFrom(first: YearMonth, last: YearMonth): YearMonth[] {
  const months: YearMonth[] = [];
  for (let month = first; month <= last; month = shiftMonthKey(month, 1)) months.push(month);
  return months;
}

/** What is still to freeze: every closed month since the history's start for bookings and ratings; the employees at the last month's end only. */
function monthsToFreeze(frozen: readonly repository.FrozenMonth[], firstMonth: YearMonth, lastClosedMonth: YearMonth) {
  const isFrozen = (month: YearMonth, kind: repository.ReportKind) => frozen.some((row) => row.month === month && row.kind === kind);
  const months = monthsFrom(firstMonth, lastClosedMonth);
  return {
    consultation: months.filter((month) => !isFrozen(month, 'consultation')),
    rating: months.filter((month) => !isFrozen(month, 'rating')),
    // The accounts as they were at an earlier month's end are not kept anywhere: that month never gets a snapshot.
    employee: months.length > 0 && !isFrozen(lastClosedMonth, 'employee') ? [lastClosedMonth] : [],
  };
}

/** The first month of the history: the earliest frozen one, else the company's creation or first booking. */
async function historyStart(db: Executor, companyId: string, frozen: readonly repository.FrozenMonth[]): Promise<YearMonth | undefined> {
  const frozenMonths = frozen.map((row) => row.month).sort();
  return frozenMonths[0] ?? (await repository.findHistoryStartMonth(db, companyId));
}

function rangeOf(months: readonly YearMonth[]) {
  return { from: monthStart(months[0]), before: monthStart(shiftMonthKey(months[months.length - 1], 1)) };
}

/** Each month's records, an empty list for a month with none (its row still says it is frozen). */
function groupByMonth(months: readonly YearMonth[], kind: repository.ReportKind, records: { month: YearMonth; record: FrozenReportRecord }[]): FrozenMonthRow[] {
  return months.map((month) => ({ month, kind, records: records.filter((entry) => entry.month === month).map((entry) => entry.record) }));
}

/**
 * Freezes the company's closed months not frozen yet (decision 0037), in one transaction, from the live
 * tables. Safe to call at every report: once a month is frozen nothing here reads the live tables for it
 * again, and two calls at once write it once (a lock per company, then the primary key). Returns the
 * months written with their records, so the report need not read them back.
 */
export async function freezeClosedMonths(db: Executor, keyOf: EmployeeKeyer, companyId: string, lastClosedMonth: YearMonth): Promise<FrozenMonthRow[]> {
  const pendingIn = async (executor: Executor) => {
    const frozen = await repository.listFrozenMonths(executor, companyId);
    const first = await historyStart(executor, companyId, frozen);
    return first === undefined ? null : monthsToFreeze(frozen, first, lastClosedMonth);
  };
  const isEmpty = (pending: ReturnType<typeof monthsToFreeze> | null) => !pending || Object.values(pending).every((months) => months.length === 0);
  // Read first without a lock: once the months are frozen a report only reads.
  if (isEmpty(await pendingIn(db))) return [];

  return db.transaction(async (tx) => {
    await repository.lockCompanyReport(tx, companyId);
    const pending = await pendingIn(tx);
    if (!pending || isEmpty(pending)) return [];
    // One HMAC per employee, not per record: the employees consulting are also in the snapshot (about half the HMACs of a first report).
    const keys = new Map<string, string>();
    const key = (employeeId: string) => keys.get(employeeId) ?? keys.set(employeeId, keyOf(companyId, employeeId)).get(employeeId)!;
    /** The months of one kind, each with its records dated in it, from the live rows of their whole range. */
    const frozenMonthsOf = async <Row extends { employeeId: string | null; erasedEmployeeKey?: string | null; month: YearMonth }>(
      kind: repository.ReportKind,
      months: readonly YearMonth[],
      listLive: (range: { from: Date; before: Date }) => Promise<Row[]>,
      recordOf: (row: Row, employeeKey: string) => FrozenReportRecord,
    ) =>
      months.length === 0
        ? []
        : groupByMonth(
            months,
            kind,
            (await listLive(rangeOf(months))).map((row) => ({ month: row.month, record: recordOf(row, row.erasedEmployeeKey ?? key(row.employeeId!)) })),
          );
    const rows: FrozenMonthRow[] = [
      ...(await frozenMonthsOf<LiveConsultation & { month: YearMonth }>('consultation', pending.consultation, (range) => repository.listLiveConsultations(tx, companyId, range), consultationRecordOf)),
      ...(await frozenMonthsOf<LiveRating & { month: YearMonth }>('rating', pending.rating, (range) => repository.listLiveRatings(tx, companyId, range), ratingRecordOf)),
    ];
    for (const month of pending.employee) {
      const live = await repository.listLiveEmployees(tx, companyId, monthStart(shiftMonthKey(month, 1)));
      rows.push({ month, kind: 'employee', records: live.map((row) => employeeRecordOf(row, key(row.employeeId))) });
    }
    const written = new Set((await repository.insertFrozenMonths(tx, companyId, rows)).map((row) => `${row.month}:${row.kind}`));
    return rows.filter((row) => written.has(`${row.month}:${row.kind}`));
  });
}
