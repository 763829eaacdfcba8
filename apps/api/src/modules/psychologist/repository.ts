import { and, asc, eq, gt } from 'drizzle-orm';
import { nextCalendarSequence } from '../calendar/calendar-sequence';
import type { Executor } from '../../db/client';
import { psychologists, employees, meetings, users } from '../../db/schema';

export async function findPsychologistAccount(db: Executor, psychologistId: string) {
  const [row] = await db
    .select({ psychologist: psychologists, email: users.email, isLocked: users.isLocked, isFirstConnection: users.isFirstConnection })
    .from(psychologists)
    .innerJoin(users, eq(users.id, psychologists.userId))
    .where(eq(psychologists.userId, psychologistId))
    .limit(1);
  return row;
}

export async function updatePsychologistAccount(
  db: Executor,
  psychologistId: string,
  psychologist: Partial<Pick<typeof psychologists.$inferInsert, 'firstName' | 'lastName' | 'phoneNumber' | 'address' | 'categories' | 'isPhoneEnabled' | 'isVideoEnabled'>>,
  now: Date,
) {
  await db.update(users).set({ updatedAt: now }).where(eq(users.id, psychologistId));
  await db.update(psychologists).set(psychologist).where(eq(psychologists.userId, psychologistId));
}

/** A consultation with what the psychologist's side needs of its employee, locked for the rest of the transaction. */
export async function findConsultationForUpdate(db: Executor, consultationId: string) {
  const [row] = await db
    .select({
      consultation: meetings,
      employeePhoneNumber: employees.phoneNumber,
      employeeCompanyId: employees.companyId,
      employeeEmail: users.email,
    })
    .from(meetings)
    .leftJoin(employees, eq(employees.userId, meetings.employeeId))
    .leftJoin(users, eq(users.id, meetings.employeeId))
    .where(eq(meetings.id, consultationId))
    .for('update', { of: meetings })
    .limit(1);
  return row;
}

export async function setConsultationDecision(db: Executor, consultationId: string) {
  const [row] = await db
    .update(meetings)
    .set({ doctorDecision: 'ACCEPTED', calendarSequence: nextCalendarSequence() })
    .where(and(eq(meetings.id, consultationId), eq(meetings.status, 'BOOKED')))
    .returning();
  return row;
}

export async function cancelConsultationByPsychologist(db: Executor, consultationId: string, now: Date) {
  const [row] = await db
    .update(meetings)
    .set({ status: 'CANCELLED', cancelledAt: now, cancelledBy: 'DOCTOR', calendarSequence: nextCalendarSequence() })
    .where(and(eq(meetings.id, consultationId), eq(meetings.status, 'BOOKED')))
    .returning();
  return row;
}

/** The psychologist's booked consultations not yet accepted and still to start, soonest first, with the phone for phone calls. */
export async function findAwaitingConsultations(db: Executor, psychologistId: string, now: Date) {
  return db
    .select({ consultation: meetings, employeePhoneNumber: employees.phoneNumber })
    .from(meetings)
    .leftJoin(employees, eq(employees.userId, meetings.employeeId))
    .where(and(eq(meetings.doctorId, psychologistId), eq(meetings.status, 'BOOKED'), eq(meetings.doctorDecision, 'PENDING'), gt(meetings.startsAt, now)))
    .orderBy(asc(meetings.startsAt));
}
