import { and, desc, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { NO_SHOW_POLICY } from '@parenthese/shared';
import type { Executor } from '../../../db/client';
import { psychologists, meetings, psychologistBills, storedFiles, users } from '../../../db/schema';

export async function findPsychologist(db: Executor, psychologistId: string) {
  const [row] = await db
    .select({ psychologist: psychologists, email: users.email, isLocked: users.isLocked })
    .from(psychologists)
    .innerJoin(users, eq(users.id, psychologists.userId))
    .where(eq(psychologists.userId, psychologistId));
  return row;
}
export type PsychologistRow = NonNullable<Awaited<ReturnType<typeof findPsychologist>>>;

/**
 * Billable consultations: booked and over, or cancelled late by the employee (still billed, spec
 * section 5) once their time is over. A booked one is the SQL form of isMissedConsultationBilled
 * (packages/shared, decision 0062): never one the employee says did not happen, and one the employee
 * missed per NO_SHOW_POLICY.
 */
function billable(psychologistId: string, now: Date): SQL {
  const booked = and(eq(meetings.status, 'BOOKED'), isNull(meetings.doctorNoShowAt), NO_SHOW_POLICY.isEmployeeAbsenceBilled ? undefined : isNull(meetings.employeeNoShowAt));
  return and(eq(meetings.doctorId, psychologistId), sql`${meetings.endsAt} <= ${now}`, or(booked, and(eq(meetings.status, 'CANCELLED'), eq(meetings.isLateCancellation, true))))!;
}

const parisMonth = sql<string>`to_char(${meetings.startsAt} at time zone business_time_zone(), 'YYYY-MM')`;
const billableCount = sql<number>`count(*)::int`;
/** Of the billable ones, those the employee missed (the psychologist's mark). */
const billedNoShows = sql<number>`(count(*) filter (where ${meetings.employeeNoShowAt} is not null and ${meetings.status} = 'BOOKED'))::int`;

export type BillableCount = { count: number; noShows: number };

/** The billable consultations of each Paris month, and how many of them the employee missed. */
export async function billableByMonth(db: Executor, psychologistId: string, now: Date): Promise<Map<string, BillableCount>> {
  const rows = await db.select({ month: parisMonth, count: billableCount, noShows: billedNoShows }).from(meetings).where(billable(psychologistId, now)).groupBy(parisMonth);
  return new Map(rows.map((row) => [row.month, { count: row.count, noShows: row.noShows }]));
}

/** The number of billable consultations of each Paris month. */
export async function billableCountsByMonth(db: Executor, psychologistId: string, now: Date): Promise<Map<string, number>> {
  const byMonth = await billableByMonth(db, psychologistId, now);
  return new Map([...byMonth].map(([month, counted]) => [month, counted.count]));
}

/** The billable consultations starting in [monthStart, nextMonthStart), and how many of them the employee missed. */
export async function countBillable(db: Executor, psychologistId: string, range: { start: Date; end: Date }, now: Date): Promise<BillableCount> {
  const [row] = await db
    .select({ count: billableCount, noShows: billedNoShows })
    .from(meetings)
    .where(and(billable(psychologistId, now), gte(meetings.startsAt, range.start), lt(meetings.startsAt, range.end)));
  return row;
}

const billWithDocument = { bill: psychologistBills, document: storedFiles };
export type BillRow = { bill: typeof psychologistBills.$inferSelect; document: typeof storedFiles.$inferSelect | null };

export async function listBills(db: Executor, psychologistId: string): Promise<BillRow[]> {
  return db
    .select(billWithDocument)
    .from(psychologistBills)
    .leftJoin(storedFiles, eq(storedFiles.id, psychologistBills.documentFileId))
    .where(eq(psychologistBills.doctorId, psychologistId))
    .orderBy(desc(psychologistBills.month));
}

export async function findBill(db: Executor, psychologistId: string, month: string): Promise<BillRow | undefined> {
  const [row] = await db
    .select(billWithDocument)
    .from(psychologistBills)
    .leftJoin(storedFiles, eq(storedFiles.id, psychologistBills.documentFileId))
    .where(and(eq(psychologistBills.doctorId, psychologistId), eq(psychologistBills.month, month)));
  return row;
}

/** The month's bill row, created if needed and locked: two administrators acting at once are serialised. */
export async function lockBill(tx: Executor, psychologistId: string, month: string) {
  await tx.insert(psychologistBills).values({ doctorId: psychologistId, month }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(psychologistBills)
    .where(and(eq(psychologistBills.doctorId, psychologistId), eq(psychologistBills.month, month)))
    .for('update');
  return row;
}

export async function updateBill(
  tx: Executor,
  billId: string,
  values: Partial<Pick<typeof psychologistBills.$inferInsert, 'documentFileId' | 'uploadedAt' | 'validatedAt' | 'paidAt' | 'consultationsCount' | 'noShowsCount' | 'unitPriceCents'>>,
) {
  await tx.update(psychologistBills).set(values).where(eq(psychologistBills.id, billId));
}

export async function insertStoredFile(tx: Executor, values: typeof storedFiles.$inferInsert) {
  await tx.insert(storedFiles).values(values);
}

export async function deleteStoredFile(tx: Executor, fileId: string) {
  await tx.delete(storedFiles).where(eq(storedFiles.id, fileId));
}
