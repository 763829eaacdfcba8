import { and, asc, count, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { ListQuery } from '@parenthese/shared';
import type { Executor } from '../../../db/client';
import { listPage, searchFilter } from '../../../db/list-page';
import { psychologists, meetings, users } from '../../../db/schema';

export type PsychologistRow = { user: typeof users.$inferSelect; psychologist: typeof psychologists.$inferSelect };

/** Psychologists by last name, searched on email, names and ADELI number. */
export async function listPsychologists(db: Executor, query: ListQuery) {
  const where = searchFilter(query.search, [users.email, psychologists.firstName, psychologists.lastName, psychologists.adeliNumber]);
  return listPage<PsychologistRow>(query, {
    rows: (limit, offset) =>
      db
        .select({ user: users, psychologist: psychologists })
        .from(psychologists)
        .innerJoin(users, eq(users.id, psychologists.userId))
        .where(where)
        .orderBy(asc(psychologists.lastName), asc(psychologists.firstName), asc(users.id))
        .limit(limit)
        .offset(offset),
    count: async () => (await db.select({ total: count() }).from(psychologists).innerJoin(users, eq(users.id, psychologists.userId)).where(where))[0]?.total ?? 0,
  });
}

export async function findPsychologist(db: Executor, psychologistId: string): Promise<PsychologistRow | undefined> {
  const [row] = await db.select({ user: users, psychologist: psychologists }).from(psychologists).innerJoin(users, eq(users.id, psychologists.userId)).where(eq(psychologists.userId, psychologistId));
  return row;
}

/** The `doctors` row, locked for the rest of the transaction (a deletion against a profile update). */
export async function lockPsychologistRow(tx: Executor, psychologistId: string) {
  const [row] = await tx.select({ userId: psychologists.userId }).from(psychologists).where(eq(psychologists.userId, psychologistId)).for('update');
  return row;
}

export async function isAdeliNumberTaken(db: Executor, adeliNumber: string, exceptPsychologistId?: string) {
  const [row] = await db
    .select({ id: psychologists.userId })
    .from(psychologists)
    .where(and(eq(psychologists.adeliNumber, adeliNumber), exceptPsychologistId ? ne(psychologists.userId, exceptPsychologistId) : undefined))
    .limit(1);
  return Boolean(row);
}

export async function updatePsychologist(
  tx: Executor,
  psychologistId: string,
  psychologist: Pick<typeof psychologists.$inferInsert, 'adeliNumber' | 'firstName' | 'lastName' | 'phoneNumber' | 'address' | 'categories'>,
  now: Date,
) {
  await tx.update(users).set({ updatedAt: now }).where(eq(users.id, psychologistId));
  await tx.update(psychologists).set(psychologist).where(eq(psychologists.userId, psychologistId));
}

/** Completed consultations (booked, ended) per month, Paris time, oldest first. */
export async function completedConsultationsByMonth(db: Executor, psychologistId: string, now: Date) {
  const period = sql<string>`to_char(${meetings.endsAt} at time zone business_time_zone(), 'YYYY-MM')`;
  return (
    db
      .select({ period, creditAmount: sql<number>`count(*)::int` })
      .from(meetings)
      // One the employee says did not happen gave its credit back (decision 0062): it is not a completed consultation.
      .where(and(eq(meetings.doctorId, psychologistId), eq(meetings.status, 'BOOKED'), isNull(meetings.doctorNoShowAt), lt(meetings.endsAt, now)))
      .groupBy(period)
      .orderBy(period)
  );
}

/** Removes the free slots: a booking claiming one of them waits for this, then finds it gone. */
export async function deleteFreeSlots(tx: Executor, psychologistId: string) {
  await tx.delete(meetings).where(and(eq(meetings.doctorId, psychologistId), eq(meetings.status, 'AVAILABLE')));
}

/** Booked consultations that have not started yet. */
export async function countUpcomingConsultations(db: Executor, psychologistId: string, now: Date) {
  const [row] = await db
    .select({ total: count() })
    .from(meetings)
    .where(and(eq(meetings.doctorId, psychologistId), eq(meetings.status, 'BOOKED'), gt(meetings.startsAt, now)));
  return row?.total ?? 0;
}

/** Every consultation that was ever booked (past, ongoing or cancelled): the psychologist's history. */
export async function countBookedHistory(db: Executor, psychologistId: string) {
  const [row] = await db
    .select({ total: count() })
    .from(meetings)
    .where(and(eq(meetings.doctorId, psychologistId), ne(meetings.status, 'AVAILABLE')));
  return row?.total ?? 0;
}

export async function deletePsychologistAccount(tx: Executor, psychologistId: string) {
  await tx.delete(users).where(eq(users.id, psychologistId));
}
