import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { preparedStatement } from '../../db/prepared-statement';
import { companies, psychologistPresentations, employees, meetings, users } from '../../db/schema';
import { nextCalendarSequence } from '../calendar/calendar-sequence';

/** The SQL of the employee service: the account, and the employee's own consultations. The slot search and the booking have theirs (slot-search-repository.ts, booking-repository.ts). */

/** The employee's own profile and credits, as their account page and the export of their data show them. */
export const employeeProfileColumns = {
  firstName: employees.firstName,
  lastName: employees.lastName,
  phoneNumber: employees.phoneNumber,
  service: employees.service,
  job: employees.job,
  availableCredits: employees.availableCredits,
  creditsFromCompany: employees.creditsFromCompany,
};

/** Joins to a query from `employees` (in Drizzle's dynamic mode) each one's account and company: what their account page and the export of their data read together. */
export function withAccountAndCompany<Query extends PgSelect>(query: Query) {
  return query.innerJoin(users, eq(users.id, employees.userId)).innerJoin(companies, eq(companies.id, employees.companyId));
}

export async function findEmployeeAccount(db: Executor, userId: string) {
  const [row] = await withAccountAndCompany(
    db
      .select({
        userId: users.id,
        email: users.email,
        isFirstConnection: users.isFirstConnection,
        username: users.username,
        ...employeeProfileColumns,
        companyId: companies.id,
        companyName: companies.name,
        isCompanyLocked: companies.isLocked,
      })
      .from(employees)
      .$dynamic(),
  )
    .where(eq(employees.userId, userId))
    .limit(1);
  return row;
}
export type EmployeeAccountRow = NonNullable<Awaited<ReturnType<typeof findEmployeeAccount>>>;

export async function updateEmployeeProfile(tx: Executor, userId: string, values: { firstName: string; lastName: string; phoneNumber: string }, now: Date) {
  await tx.update(users).set({ updatedAt: now }).where(eq(users.id, userId));
  await tx.update(employees).set({ firstName: values.firstName, lastName: values.lastName, phoneNumber: values.phoneNumber }).where(eq(employees.userId, userId));
}

// With the psychologist's presentation as it stands now (decision 0061): a withdrawn one is gone from past consultations too.
const employeeConsultationsQuery = preparedStatement((db) =>
  db
    .select({ consultation: meetings, presentation: psychologistPresentations })
    .from(meetings)
    .leftJoin(psychologistPresentations, eq(psychologistPresentations.doctorId, meetings.doctorId))
    .where(eq(meetings.employeeId, sql.placeholder('employeeId')))
    .orderBy(desc(meetings.startsAt), desc(meetings.createdAt))
    .prepare('employee_meetings'),
);

export async function listEmployeeConsultations(db: Executor, employeeId: string) {
  return employeeConsultationsQuery(db).execute({ employeeId });
}

/** The employee's own consultation, locked for the rest of the transaction; undefined for anyone else's. */
export async function findOwnConsultationForUpdate(tx: Executor, consultationId: string, employeeId: string) {
  const [row] = await tx
    .select()
    .from(meetings)
    .where(and(eq(meetings.id, consultationId), eq(meetings.employeeId, employeeId)))
    .for('update')
    .limit(1);
  return row;
}

export async function markCancelledByEmployee(tx: Executor, consultationId: string, values: { now: Date; isLateCancellation: boolean }) {
  const [row] = await tx
    .update(meetings)
    .set({ status: 'CANCELLED', cancelledAt: values.now, cancelledBy: 'EMPLOYEE', isLateCancellation: values.isLateCancellation, calendarSequence: nextCalendarSequence() })
    .where(and(eq(meetings.id, consultationId), eq(meetings.status, 'BOOKED')))
    .returning();
  return row;
}

/**
 * Publishes the freed hour again, unless the psychologist already has a live slot there. Answers the
 * new slot's id (undefined when one was already there), for the waiting list.
 */
export async function reopenSlot(tx: Executor, slot: { doctorId: string; startsAt: Date; endsAt: Date }): Promise<string | undefined> {
  const [row] = await tx
    .insert(meetings)
    .values({ doctorId: slot.doctorId, startsAt: slot.startsAt, endsAt: slot.endsAt, status: 'AVAILABLE' })
    .onConflictDoNothing({ target: [meetings.doctorId, meetings.startsAt], where: sql`${meetings.status} <> 'CANCELLED'` })
    .returning({ id: meetings.id });
  return row?.id;
}

/** Rates a past, booked, not yet rated consultation of this employee; undefined when any of that fails. */
export async function rateOwnPastConsultation(db: Executor, values: { meetingId: string; employeeId: string; rating: number; now: Date }) {
  const [row] = await db
    .update(meetings)
    .set({ rating: values.rating, ratedAt: values.now })
    .where(and(eq(meetings.id, values.meetingId), eq(meetings.employeeId, values.employeeId), eq(meetings.status, 'BOOKED'), lt(meetings.endsAt, values.now), sql`${meetings.rating} is null`))
    .returning();
  return row;
}

export async function findOwnConsultation(db: Executor, consultationId: string, employeeId: string) {
  const [row] = await db
    .select()
    .from(meetings)
    .where(and(eq(meetings.id, consultationId), eq(meetings.employeeId, employeeId)))
    .limit(1);
  return row;
}
