import { and, asc, count, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { ListQuery } from '@parenthese/shared';
import type { Executor } from '../../../db/client';
import { listPage, searchFilter } from '../../../db/list-page';
import { doctors, meetings, users } from '../../../db/schema';

export type DoctorRow = { user: typeof users.$inferSelect; doctor: typeof doctors.$inferSelect };

/** Psychologists by last name, searched on email, names and ADELI number. */
export async function listDoctors(db: Executor, query: ListQuery) {
  const where = searchFilter(query.search, [users.email, doctors.firstName, doctors.lastName, doctors.adeliNumber]);
  return listPage<DoctorRow>(query, {
    rows: (limit, offset) =>
      db
        .select({ user: users, doctor: doctors })
        .from(doctors)
        .innerJoin(users, eq(users.id, doctors.userId))
        .where(where)
        .orderBy(asc(doctors.lastName), asc(doctors.firstName), asc(users.id))
        .limit(limit)
        .offset(offset),
    count: async () => (await db.select({ total: count() }).from(doctors).innerJoin(users, eq(users.id, doctors.userId)).where(where))[0]?.total ?? 0,
  });
}

export async function findDoctor(db: Executor, doctorId: string): Promise<DoctorRow | undefined> {
  const [row] = await db.select({ user: users, doctor: doctors }).from(doctors).innerJoin(users, eq(users.id, doctors.userId)).where(eq(doctors.userId, doctorId));
  return row;
}

/** The doctor row, locked for the rest of the transaction (a deletion against a profile update). */
export async function lockDoctorRow(tx: Executor, doctorId: string) {
  const [row] = await tx.select({ userId: doctors.userId }).from(doctors).where(eq(doctors.userId, doctorId)).for('update');
  return row;
}

export async function isAdeliNumberTaken(db: Executor, adeliNumber: string, exceptDoctorId?: string) {
  const [row] = await db
    .select({ id: doctors.userId })
    .from(doctors)
    .where(and(eq(doctors.adeliNumber, adeliNumber), exceptDoctorId ? ne(doctors.userId, exceptDoctorId) : undefined))
    .limit(1);
  return Boolean(row);
}

export async function updateDoctor(tx: Executor, doctorId: string, doctor: Pick<typeof doctors.$inferInsert, 'adeliNumber' | 'firstName' | 'lastName' | 'phoneNumber' | 'address' | 'categories'>) {
  await tx.update(users).set({ updatedAt: new Date() }).where(eq(users.id, doctorId));
  await tx.update(doctors).set(doctor).where(eq(doctors.userId, doctorId));
}

/** Completed consultations (booked, ended) per month, Paris time, oldest first. */
export async function completedConsultationsByMonth(db: Executor, doctorId: string, now: Date) {
  const period = sql<string>`to_char(${meetings.endsAt} at time zone business_time_zone(), 'YYYY-MM')`;
  return (
    db
      .select({ period, creditAmount: sql<number>`count(*)::int` })
      .from(meetings)
      // One the employee says did not happen gave its credit back (decision 0062): it is not a completed consultation.
      .where(and(eq(meetings.doctorId, doctorId), eq(meetings.status, 'BOOKED'), isNull(meetings.doctorNoShowAt), lt(meetings.endsAt, now)))
      .groupBy(period)
      .orderBy(period)
  );
}

/** Removes the free slots: a booking claiming one of them waits for this, then finds it gone. */
export async function deleteFreeSlots(tx: Executor, doctorId: string) {
  await tx.delete(meetings).where(and(eq(meetings.doctorId, doctorId), eq(meetings.status, 'AVAILABLE')));
}

/** Booked consultations that have not started yet. */
export async function countUpcomingConsultations(db: Executor, doctorId: string, now: Date) {
  const [row] = await db
    .select({ total: count() })
    .from(meetings)
    .where(and(eq(meetings.doctorId, doctorId), eq(meetings.status, 'BOOKED'), gt(meetings.startsAt, now)));
  return row?.total ?? 0;
}

/** Every consultation that was ever booked (past, ongoing or cancelled): the psychologist's history. */
export async function countBookedHistory(db: Executor, doctorId: string) {
  const [row] = await db
    .select({ total: count() })
    .from(meetings)
    .where(and(eq(meetings.doctorId, doctorId), ne(meetings.status, 'AVAILABLE')));
  return row?.total ?? 0;
}

export async function deleteDoctorAccount(tx: Executor, doctorId: string) {
  await tx.delete(users).where(eq(users.id, doctorId));
}
