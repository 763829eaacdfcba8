import { and, asc, eq, gte, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employees, meetings, removedSlots } from '../../db/schema';

type Range = { start: Date; end: Date };

/** The psychologist's live slots (AVAILABLE and BOOKED) starting in the range. */
/**
 * One writer at a time on a psychologist's hours: the week editor's save and the copy to following weeks
 * both read the removed hours, then write; run together, a copy could bring back an hour the save removes.
 */
export async function lockPsychologistPlanning(tx: Executor, psychologistId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`planning:${psychologistId}`}, 0))`);
}

export async function findLiveSlots(db: Executor, psychologistId: string, range: Range) {
  return db
    .select()
    .from(meetings)
    .where(and(eq(meetings.doctorId, psychologistId), ne(meetings.status, 'CANCELLED'), gte(meetings.startsAt, range.start), lt(meetings.startsAt, range.end)))
    .orderBy(asc(meetings.startsAt));
}

/** The psychologist's booked consultations in the range, cancelled ones included, with the phone for phone calls. */
export async function findConsultations(db: Executor, psychologistId: string, range: Range) {
  return db
    .select({ consultation: meetings, employeePhoneNumber: employees.phoneNumber })
    .from(meetings)
    .leftJoin(employees, eq(employees.userId, meetings.employeeId))
    .where(and(eq(meetings.doctorId, psychologistId), isNotNull(meetings.bookedAt), gte(meetings.startsAt, range.start), lt(meetings.startsAt, range.end)))
    .orderBy(asc(meetings.startsAt));
}

/** Locks the rows to remove so a booking cannot slip in between the checks and the delete. */
export async function findConsultationsForUpdate(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(meetings).where(inArray(meetings.id, ids)).for('update');
}

export async function findConsultationById(db: Executor, id: string) {
  const [row] = await db.select({ startsAt: meetings.startsAt }).from(meetings).where(eq(meetings.id, id)).limit(1);
  return row;
}

/** Deletes AVAILABLE slots only; returns how many went. */
export async function deleteAvailableSlots(db: Executor, psychologistId: string, ids: string[]) {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(meetings)
    .where(and(inArray(meetings.id, ids), eq(meetings.doctorId, psychologistId), eq(meetings.status, 'AVAILABLE')))
    .returning({ id: meetings.id });
  return rows.length;
}

/**
 * Inserts AVAILABLE slots; a start that already holds a live slot is left as it is (unique index).
 * Answers the ids of the slots really added (the waiting list is told of them).
 */
export async function insertAvailableSlots(db: Executor, psychologistId: string, slots: { startsAt: Date; endsAt: Date }[]): Promise<string[]> {
  if (slots.length === 0) return [];
  const rows = await db
    .insert(meetings)
    .values(slots.map((slot) => ({ doctorId: psychologistId, startsAt: slot.startsAt, endsAt: slot.endsAt, status: 'AVAILABLE' as const })))
    .onConflictDoNothing()
    .returning({ id: meetings.id });
  return rows.map((row) => row.id);
}

/** Hours removed one by one in the editor (see removedSlots). */
export async function rememberRemovedHours(db: Executor, psychologistId: string, starts: Date[]) {
  if (starts.length === 0) return;
  await db
    .insert(removedSlots)
    .values(starts.map((startsAt) => ({ doctorId: psychologistId, startsAt })))
    .onConflictDoNothing();
}

export async function forgetRemovedHours(db: Executor, psychologistId: string, starts: Date[]) {
  if (starts.length === 0) return;
  await db.delete(removedSlots).where(and(eq(removedSlots.doctorId, psychologistId), inArray(removedSlots.startsAt, starts)));
}

/**
 * The starts in the range the psychologist gave up: removed one by one in the editor, or a
 * consultation they refused or cancelled (its hour is not republished automatically either).
 */
export async function findGivenUpStarts(db: Executor, psychologistId: string, range: Range): Promise<Date[]> {
  const [removed, cancelled] = await Promise.all([
    db
      .select({ startsAt: removedSlots.startsAt })
      .from(removedSlots)
      .where(and(eq(removedSlots.doctorId, psychologistId), gte(removedSlots.startsAt, range.start), lt(removedSlots.startsAt, range.end))),
    db
      .select({ startsAt: meetings.startsAt })
      .from(meetings)
      .where(and(eq(meetings.doctorId, psychologistId), eq(meetings.status, 'CANCELLED'), eq(meetings.cancelledBy, 'DOCTOR'), gte(meetings.startsAt, range.start), lt(meetings.startsAt, range.end))),
  ]);
  return [...removed, ...cancelled].map((row) => row.startsAt);
}
