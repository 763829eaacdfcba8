import { aliasedTable, and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { carePairs, employees, meetings, users } from '../../db/schema';

const employeeUsers = aliasedTable(users, 'employee_users');
const psychologistUsers = aliasedTable(users, 'doctor_users');

/**
 * What the appointment mails need: the consultation, the employee's email and phone, the psychologist's email,
 * and the pair's pseudonym for the psychologist's side (decision 0060). Never names.
 */
const partiesColumns = {
  id: meetings.id,
  doctorId: meetings.doctorId,
  startsAt: meetings.startsAt,
  endsAt: meetings.endsAt,
  calendarSequence: meetings.calendarSequence,
  status: meetings.status,
  doctorDecision: meetings.doctorDecision,
  meetingType: meetings.meetingType,
  category: meetings.category,
  meetingLink: meetings.meetingLink,
  employeeId: meetings.employeeId,
  employeeEmail: employeeUsers.email,
  employeePhone: employees.phoneNumber,
  psychologistEmail: psychologistUsers.email,
  pseudonym: carePairs.pseudonym,
};

function partiesOf(db: Executor) {
  return db
    .select(partiesColumns)
    .from(meetings)
    .leftJoin(employees, eq(employees.userId, meetings.employeeId))
    .leftJoin(employeeUsers, eq(employeeUsers.id, meetings.employeeId))
    .innerJoin(psychologistUsers, eq(psychologistUsers.id, meetings.doctorId))
    .leftJoin(carePairs, and(eq(carePairs.employeeId, meetings.employeeId), eq(carePairs.doctorId, meetings.doctorId)));
}
export type ConsultationParties = {
  id: string;
  doctorId: string;
  startsAt: Date;
  endsAt: Date;
  calendarSequence: number;
  status: 'AVAILABLE' | 'BOOKED' | 'CANCELLED';
  doctorDecision: 'PENDING' | 'ACCEPTED' | null;
  meetingType: 'PHONE' | 'TEAMS' | null;
  category: string | null;
  meetingLink: string | null;
  employeeId: string | null;
  employeeEmail: string | null;
  employeePhone: string | null;
  psychologistEmail: string | null;
  /** The pair's pseudonym (K7Q2), for the psychologist only; null without a pair (an erased employee). */
  pseudonym: string | null;
};

/** A psychologist's address (the one left behind by a move to another psychologist). */
export async function findUserEmail(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email ?? null;
}

export async function findConsultationParties(db: Executor, consultationId: string): Promise<ConsultationParties | undefined> {
  const [row] = await partiesOf(db).where(eq(meetings.id, consultationId)).limit(1);
  return row;
}

/**
 * Claims, once, the booking mails still to write: booked consultations of the last day whose mails were not
 * written (just booked, or a crash between a booking and its mails). Returns the claimed ids.
 */
export async function claimPendingBookingNotices(db: Executor, input: { bookedAfter: Date; limit: number }): Promise<string[]> {
  const pending = db
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.status, 'BOOKED'), isNull(meetings.bookingNoticesAt), gt(meetings.bookedAt, input.bookedAfter)))
    .limit(input.limit);
  const rows = await db
    .update(meetings)
    .set({ bookingNoticesAt: sql`now()` })
    .where(and(inArray(meetings.id, pending), isNull(meetings.bookingNoticesAt)))
    .returning({ id: meetings.id });
  return rows.map((row) => row.id);
}

/** findAppointmentParties for several consultations at once. */
export async function findConsultationPartiesOf(db: Executor, consultationIds: string[]): Promise<ConsultationParties[]> {
  if (consultationIds.length === 0) return [];
  return partiesOf(db).where(inArray(meetings.id, consultationIds));
}

export type ReminderLeadColumn = 'reminded24hAt' | 'reminded1hAt';

/**
 * Claims, once, the reminders due now: confirmed appointments whose reminder time (start − lead) has
 * come within the grace period, booked before that time, not yet reminded. Returns the claimed ids.
 */
export async function claimDueReminders(db: Executor, input: { column: ReminderLeadColumn; leadMs: number; graceMs: number; now: Date; limit: number }): Promise<string[]> {
  const column = meetings[input.column];
  const dueAt = sql`${meetings.startsAt} - make_interval(secs => ${input.leadMs / 1000})`;
  const due = db
    .select({ id: meetings.id })
    .from(meetings)
    .where(
      and(
        eq(meetings.status, 'BOOKED'),
        eq(meetings.doctorDecision, 'ACCEPTED'),
        isNull(column),
        gt(meetings.startsAt, input.now),
        lte(dueAt, input.now),
        gt(dueAt, new Date(input.now.getTime() - input.graceMs)),
        lte(meetings.bookedAt, dueAt),
      ),
    )
    .limit(input.limit);
  const rows = await db
    .update(meetings)
    .set({ [input.column]: input.now })
    .where(and(inArray(meetings.id, due), isNull(column)))
    .returning({ id: meetings.id });
  return rows.map((row) => row.id);
}

/** Bookings still waiting for their psychologist's answer, not started, per psychologist. */
export async function findWaitingRequests(db: Executor, now: Date): Promise<ConsultationParties[]> {
  return partiesOf(db)
    .where(and(eq(meetings.status, 'BOOKED'), eq(meetings.doctorDecision, 'PENDING'), gt(meetings.startsAt, now)))
    .orderBy(meetings.doctorId, meetings.startsAt);
}
