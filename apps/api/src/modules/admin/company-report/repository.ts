import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { companies, companyReportRecords, type FrozenReportRecord } from '../../../db/schema';
import type { LiveConsultation, LiveEmployee, LiveRating } from './report-records';

export type ReportKind = (typeof companyReportRecords.$inferSelect)['kind'];
export type FrozenMonth = { month: string; kind: ReportKind };

/** The company's name and the credits granted to it (its purchase): nothing a booking moves. */
export async function findReportCompany(db: Executor, companyId: string) {
  const [row] = await db.select({ id: companies.id, name: companies.name, creditsGranted: companies.creditsGranted }).from(companies).where(eq(companies.id, companyId));
  return row;
}

/**
 * The Paris month the company's history starts: its creation, or an earlier booking of one of its
 * employees (a company brought over from the previous platform). Ratings come after their booking.
 */
export async function findHistoryStartMonth(db: Executor, companyId: string): Promise<string | undefined> {
  const rows = await db.execute<{ month: string }>(sql`
    select to_char(least(c.created_at, (
      select min(m.starts_at) from employees e join meetings m on m.employee_id = e.user_id where e.company_id = c.id
    )) at time zone business_time_zone(), 'YYYY-MM') as month
    from companies c where c.id = ${companyId}`);
  return rows.rows[0]?.month;
}

export async function listFrozenMonths(db: Executor, companyId: string): Promise<FrozenMonth[]> {
  return db.select({ month: companyReportRecords.month, kind: companyReportRecords.kind }).from(companyReportRecords).where(eq(companyReportRecords.companyId, companyId));
}

/** The company's frozen months with their records, but those of `except` (months the caller holds already). */
export async function listFrozenRecords(db: Executor, companyId: string, except: readonly FrozenMonth[] = []) {
  return db
    .select({ month: companyReportRecords.month, kind: companyReportRecords.kind, records: companyReportRecords.records })
    .from(companyReportRecords)
    .where(
      and(
        eq(companyReportRecords.companyId, companyId),
        notInArray(
          sql`${companyReportRecords.month} || ':' || ${companyReportRecords.kind}`,
          except.map((row) => `${row.month}:${row.kind}`),
        ),
      ),
    )
    .orderBy(companyReportRecords.month);
}

/**
 * Serialises the freezing of one company's months for the transaction: a second report asked at the
 * same moment waits, then finds the months frozen (the primary key would refuse a second copy anyway).
 */
export async function lockCompanyReport(tx: Executor, companyId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`parenthese:company-report:${companyId}`}))`);
}

/**
 * The bookings of the company's employees started in [from, before), each with its Paris month, with
 * those of its employees erased since (decision 0040), which carry their pseudonymous key instead of an
 * employee. A booking always has its mode (book_consultation writes it); a slot withdrawn unbooked has no employee.
 */
export async function listLiveConsultations(db: Executor, companyId: string, range: { from: Date; before: Date }) {
  const columns = sql`to_char(m.starts_at at time zone business_time_zone(), 'YYYY-MM') as month,
      m.status, m.cancelled_by as "cancelledBy", m.is_late_cancellation as "isLateCancellation", m.meeting_type as "meetingType",
      m.category, d.categories as "doctorCategories"`;
  const inRange = sql`m.status in ('BOOKED', 'CANCELLED') and m.meeting_type is not null
      and m.starts_at >= ${range.from.toISOString()}::timestamptz and m.starts_at < ${range.before.toISOString()}::timestamptz`;
  const rows = await db.execute<LiveConsultation & { month: string }>(sql`
    select m.employee_id as "employeeId", null as "erasedEmployeeKey", ${columns}
    from employees e
    join meetings m on m.employee_id = e.user_id
    join doctors d on d.user_id = m.doctor_id
    where e.company_id = ${companyId} and ${inRange}
    union all
    select null, m.erased_employee_key, ${columns}
    from meetings m
    join doctors d on d.user_id = m.doctor_id
    where m.erased_company_id = ${companyId} and m.employee_id is null and ${inRange}`);
  return rows.rows;
}

/** The ratings the company's employees gave in [from, before), each with the Paris month it was given in, erased employees' included (by their key). */
export async function listLiveRatings(db: Executor, companyId: string, range: { from: Date; before: Date }) {
  const inRange = sql`m.rating is not null and m.rated_at >= ${range.from.toISOString()}::timestamptz and m.rated_at < ${range.before.toISOString()}::timestamptz`;
  const month = sql`to_char(m.rated_at at time zone business_time_zone(), 'YYYY-MM') as month`;
  const rows = await db.execute<LiveRating & { month: string }>(sql`
    select m.employee_id as "employeeId", null as "erasedEmployeeKey", ${month}, m.rating
    from employees e
    join meetings m on m.employee_id = e.user_id
    where e.company_id = ${companyId} and ${inRange}
    union all
    select null, m.erased_employee_key, ${month}, m.rating
    from meetings m
    where m.erased_company_id = ${companyId} and m.employee_id is null and ${inRange}`);
  return rows.rows;
}

/** The company's employees whose account existed at `monthEnd`, activated (past their first connection) or not, as they stand now. */
export async function listLiveEmployees(db: Executor, companyId: string, monthEnd: Date): Promise<LiveEmployee[]> {
  const rows = await db.execute<LiveEmployee>(sql`
    select e.user_id as "employeeId", not u.is_first_connection as "isActivated"
    from employees e join users u on u.id = e.user_id
    where e.company_id = ${companyId} and u.created_at < ${monthEnd.toISOString()}::timestamptz`);
  return rows.rows;
}

/** Writes each month's records once: a month already frozen keeps what it had. */
export async function insertFrozenMonths(tx: Executor, companyId: string, months: { month: string; kind: ReportKind; records: FrozenReportRecord[] }[]) {
  if (months.length === 0) return [];
  return tx
    .insert(companyReportRecords)
    .values(months.map((month) => ({ companyId, ...month })))
    .onConflictDoNothing()
    .returning({ month: companyReportRecords.month, kind: companyReportRecords.kind });
}
