import { and, asc, eq, gte, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { calendarFeeds, carePairs, psychologists, employees, meetings, users } from '../../db/schema';

/** The psychologist's working feed address, if any. */
export async function findActiveFeed(db: Executor, psychologistId: string) {
  const [row] = await db
    .select({ id: calendarFeeds.id, createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.doctorId, psychologistId), isNull(calendarFeeds.revokedAt)))
    .limit(1);
  return row;
}

/** Serialises address changes of one psychologist: two quick clicks end with one active address, not a unique-index error. */
export async function lockPsychologist(tx: Executor, psychologistId: string): Promise<boolean> {
  const rows = await tx.select({ userId: psychologists.userId }).from(psychologists).where(eq(psychologists.userId, psychologistId)).for('update');
  return rows.length > 0;
}

/** Ends the active address; true when there was one. */
export async function revokeActiveFeed(tx: Executor, psychologistId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(calendarFeeds)
    .set({ revokedAt: now })
    .where(and(eq(calendarFeeds.doctorId, psychologistId), isNull(calendarFeeds.revokedAt)))
    .returning({ id: calendarFeeds.id });
  return rows.length > 0;
}

export async function insertFeed(tx: Executor, values: { doctorId: string; tokenHash: string; now: Date }) {
  const [row] = await tx
    .insert(calendarFeeds)
    .values({ doctorId: values.doctorId, tokenHash: values.tokenHash, createdAt: values.now })
    .returning({ id: calendarFeeds.id, createdAt: calendarFeeds.createdAt });
  return row;
}

/** Whose feed a token digest opens: an active address of an account that is not locked. */
export async function findFeedOwner(db: Executor, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ doctorId: calendarFeeds.doctorId })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.doctorId))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNull(calendarFeeds.revokedAt), eq(users.isLocked, false)))
    .limit(1);
  return row?.doctorId;
}

/**
 * The psychologist's booked consultations starting in the range, with only what a calendar event
 * shows: no subject, category or employee identity is even read; the employee's number for the call and
 * the pair's pseudonym (decision 0060).
 */
export async function findFeedConsultations(db: Executor, psychologistId: string, range: { from: Date; before: Date }) {
  return db
    .select({
      id: meetings.id,
      startsAt: meetings.startsAt,
      endsAt: meetings.endsAt,
      status: meetings.status,
      meetingType: meetings.meetingType,
      meetingLink: meetings.meetingLink,
      doctorDecision: meetings.doctorDecision,
      calendarSequence: meetings.calendarSequence,
      employeePhoneNumber: employees.phoneNumber,
      pseudonym: carePairs.pseudonym,
    })
    .from(meetings)
    .leftJoin(employees, eq(employees.userId, meetings.employeeId))
    .leftJoin(carePairs, and(eq(carePairs.employeeId, meetings.employeeId), eq(carePairs.doctorId, meetings.doctorId)))
    .where(and(eq(meetings.doctorId, psychologistId), eq(meetings.status, 'BOOKED'), gte(meetings.startsAt, range.from), lt(meetings.startsAt, range.before)))
    .orderBy(asc(meetings.startsAt));
}
