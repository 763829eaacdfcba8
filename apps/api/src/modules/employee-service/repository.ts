import { and, arrayContains, asc, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { DoctorCategory, MeetingType } from '@parenthese/shared';
import type { Executor } from '../../db/client';
import { companies, doctors, employees, meetings, users } from '../../db/schema';

/** All SQL of the employee service. */

export async function findEmployeeAccount(db: Executor, userId: string) {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      username: users.username,
      firstName: employees.firstName,
      lastName: employees.lastName,
      phoneNumber: employees.phoneNumber,
      service: employees.service,
      job: employees.job,
      availableCredits: employees.availableCredits,
      creditsFromCompany: employees.creditsFromCompany,
      companyId: companies.id,
      companyName: companies.name,
      isCompanyLocked: companies.isLocked,
    })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .where(eq(employees.userId, userId))
    .limit(1);
  return row;
}
export type EmployeeAccountRow = NonNullable<Awaited<ReturnType<typeof findEmployeeAccount>>>;

export async function updateEmployeeProfile(
  tx: Executor,
  userId: string,
  values: { email: string; firstName: string; lastName: string; phoneNumber: string },
) {
  await tx.update(users).set({ email: values.email, updatedAt: new Date() }).where(eq(users.id, userId));
  await tx
    .update(employees)
    .set({ firstName: values.firstName, lastName: values.lastName, phoneNumber: values.phoneNumber })
    .where(eq(employees.userId, userId));
}

/** Published slots of unlocked psychologists offering both the category and the mode, between two instants. */
export async function findAvailableSlots(
  db: Executor,
  criteria: { category: DoctorCategory; meetingType: MeetingType; from: Date; before: Date },
) {
  const modeColumn = criteria.meetingType === 'PHONE' ? doctors.isPhoneEnabled : doctors.isVideoEnabled;
  return db
    .select({ id: meetings.id, startsAt: meetings.startsAt, endsAt: meetings.endsAt, status: meetings.status })
    .from(meetings)
    .innerJoin(doctors, eq(doctors.userId, meetings.doctorId))
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(
      and(
        eq(meetings.status, 'AVAILABLE'),
        gte(meetings.startsAt, criteria.from),
        lt(meetings.startsAt, criteria.before),
        eq(users.isLocked, false),
        eq(modeColumn, true),
        arrayContains(doctors.categories, [criteria.category]),
      ),
    )
    .orderBy(asc(meetings.startsAt))
    .limit(5000);
}

/** When the employee's live (booked) consultations take place, for those overlapping [from, before). */
export async function findLiveConsultationTimes(db: Executor, employeeId: string, range: { from: Date; before: Date }) {
  return db
    .select({ startsAt: meetings.startsAt, endsAt: meetings.endsAt })
    .from(meetings)
    .where(and(eq(meetings.employeeId, employeeId), eq(meetings.status, 'BOOKED'), lt(meetings.startsAt, range.before), gt(meetings.endsAt, range.from)));
}

/** A slot with what is needed to judge whether it may be booked in a category and a mode. */
export async function findSlotForBooking(db: Executor, meetingId: string) {
  const [row] = await db
    .select({
      id: meetings.id,
      doctorId: meetings.doctorId,
      startsAt: meetings.startsAt,
      endsAt: meetings.endsAt,
      status: meetings.status,
      categories: doctors.categories,
      isPhoneEnabled: doctors.isPhoneEnabled,
      isVideoEnabled: doctors.isVideoEnabled,
      isDoctorLocked: users.isLocked,
    })
    .from(meetings)
    .innerJoin(doctors, eq(doctors.userId, meetings.doctorId))
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(eq(meetings.id, meetingId))
    .limit(1);
  return row;
}

/**
 * Locks the employee's row until the end of the transaction, so that two bookings of one employee run
 * one after the other: the second sees the first's consultation when it checks for overlaps.
 */
export async function lockEmployee(tx: Executor, employeeId: string) {
  await tx.select({ userId: employees.userId }).from(employees).where(eq(employees.userId, employeeId)).for('update');
}

/** True when the employee already holds a live (booked) consultation overlapping [startsAt, endsAt). */
export async function hasOverlappingConsultation(tx: Executor, values: { employeeId: string; startsAt: Date; endsAt: Date }) {
  const rows = await tx
    .select({ id: meetings.id })
    .from(meetings)
    .where(
      and(
        eq(meetings.employeeId, values.employeeId),
        eq(meetings.status, 'BOOKED'),
        lt(meetings.startsAt, values.endsAt),
        gt(meetings.endsAt, values.startsAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Claims a slot: the guarded UPDATE only matches while the slot is still AVAILABLE, so among
 * concurrent bookings exactly one gets the row back; the others wait for its lock, then match nothing.
 */
export async function claimSlot(
  tx: Executor,
  values: { meetingId: string; employeeId: string; meetingType: MeetingType; category: DoctorCategory; subject: string; meetingLink: string | null; now: Date },
) {
  const [row] = await tx
    .update(meetings)
    .set({
      status: 'BOOKED',
      employeeId: values.employeeId,
      meetingType: values.meetingType,
      category: values.category,
      subject: values.subject,
      meetingLink: values.meetingLink,
      bookedAt: values.now,
      doctorDecision: 'PENDING',
    })
    .where(and(eq(meetings.id, values.meetingId), eq(meetings.status, 'AVAILABLE')))
    .returning();
  return row;
}

export async function listEmployeeMeetings(db: Executor, employeeId: string) {
  return db.select().from(meetings).where(eq(meetings.employeeId, employeeId)).orderBy(desc(meetings.startsAt), desc(meetings.createdAt));
}

/** The employee's own meeting, locked for the rest of the transaction; undefined for anyone else's. */
export async function findOwnMeetingForUpdate(tx: Executor, meetingId: string, employeeId: string) {
  const [row] = await tx
    .select()
    .from(meetings)
    .where(and(eq(meetings.id, meetingId), eq(meetings.employeeId, employeeId)))
    .for('update')
    .limit(1);
  return row;
}

export async function markCancelledByEmployee(tx: Executor, meetingId: string, values: { now: Date; isLateCancellation: boolean }) {
  const [row] = await tx
    .update(meetings)
    .set({ status: 'CANCELLED', cancelledAt: values.now, cancelledBy: 'EMPLOYEE', isLateCancellation: values.isLateCancellation })
    .where(and(eq(meetings.id, meetingId), eq(meetings.status, 'BOOKED')))
    .returning();
  return row;
}

/** Publishes the freed hour again, unless the psychologist already has a live slot there. */
export async function reopenSlot(tx: Executor, slot: { doctorId: string; startsAt: Date; endsAt: Date }) {
  await tx
    .insert(meetings)
    .values({ doctorId: slot.doctorId, startsAt: slot.startsAt, endsAt: slot.endsAt, status: 'AVAILABLE' })
    .onConflictDoNothing({ target: [meetings.doctorId, meetings.startsAt], where: sql`${meetings.status} <> 'CANCELLED'` });
}

export async function findDoctorEmail(tx: Executor, doctorId: string) {
  const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, doctorId)).limit(1);
  return row?.email ?? null;
}

/** Rates a past, booked, not yet rated consultation of this employee; undefined when any of that fails. */
export async function rateOwnPastMeeting(db: Executor, values: { meetingId: string; employeeId: string; rating: number; now: Date }) {
  const [row] = await db
    .update(meetings)
    .set({ rating: values.rating, ratedAt: values.now })
    .where(
      and(
        eq(meetings.id, values.meetingId),
        eq(meetings.employeeId, values.employeeId),
        eq(meetings.status, 'BOOKED'),
        lt(meetings.endsAt, values.now),
        sql`${meetings.rating} is null`,
      ),
    )
    .returning();
  return row;
}

export async function findOwnMeeting(db: Executor, meetingId: string, employeeId: string) {
  const [row] = await db.select().from(meetings).where(and(eq(meetings.id, meetingId), eq(meetings.employeeId, employeeId))).limit(1);
  return row;
}
