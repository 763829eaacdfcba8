import { and, asc, eq, gt, gte, inArray, lt, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, psychologistAbsences, psychologistHolidayOpenings, employees, meetings } from '../../db/schema';

type Range = { start: Date; end: Date };

/**
 * The psychologist's live slots (free and booked) starting inside the range, with the company of whoever
 * booked: a query, awaited as it is or locked by lockLiveSlots.
 */
export function findLiveSlotsWithCompany(db: Executor, psychologistId: string, range: Range) {
  return db
    .select({ slot: meetings, employeeCompanyId: employees.companyId })
    .from(meetings)
    .leftJoin(employees, eq(employees.userId, meetings.employeeId))
    .where(and(eq(meetings.doctorId, psychologistId), ne(meetings.status, 'CANCELLED'), gte(meetings.startsAt, range.start), lt(meetings.startsAt, range.end)))
    .orderBy(asc(meetings.startsAt));
}

/**
 * Decision 0055's first two steps for the bookings an absence cancels: their companies, then their
 * employees, each in id order, before any slot. The company lock is the booking's (NO KEY UPDATE).
 */
export async function lockCompaniesThenEmployees(tx: Executor, companyIds: string[], employeeIds: string[]) {
  const sortedCompanies = [...new Set(companyIds)].sort();
  const sortedEmployees = [...new Set(employeeIds)].sort();
  if (sortedCompanies.length > 0) {
    await tx.select({ id: companies.id }).from(companies).where(inArray(companies.id, sortedCompanies)).orderBy(asc(companies.id)).for('no key update');
  }
  if (sortedEmployees.length > 0) {
    await tx.select({ id: employees.userId }).from(employees).where(inArray(employees.userId, sortedEmployees)).orderBy(asc(employees.userId)).for('update');
  }
}

/** Then the slots inside the absence, in start order (the last of the three locks). */
export async function lockLiveSlots(tx: Executor, psychologistId: string, range: Range) {
  return findLiveSlotsWithCompany(tx, psychologistId, range).for('update', { of: meetings });
}

export async function deleteFreeSlots(tx: Executor, ids: string[]) {
  if (ids.length === 0) return 0;
  const rows = await tx
    .delete(meetings)
    .where(and(inArray(meetings.id, ids), eq(meetings.status, 'AVAILABLE')))
    .returning({ id: meetings.id });
  return rows.length;
}

export async function findOverlappingAbsence(db: Executor, psychologistId: string, range: Range) {
  const [row] = await db
    .select({ id: psychologistAbsences.id })
    .from(psychologistAbsences)
    .where(and(eq(psychologistAbsences.doctorId, psychologistId), lt(psychologistAbsences.startsAt, range.end), gt(psychologistAbsences.endsAt, range.start)))
    .limit(1);
  return row;
}

export async function insertAbsence(tx: Executor, psychologistId: string, range: Range) {
  const [row] = await tx.insert(psychologistAbsences).values({ doctorId: psychologistId, startsAt: range.start, endsAt: range.end }).returning();
  return row;
}

/** The absences not over at `now`, soonest first. */
export async function findCurrentAbsences(db: Executor, psychologistId: string, now: Date) {
  return db
    .select()
    .from(psychologistAbsences)
    .where(and(eq(psychologistAbsences.doctorId, psychologistId), gt(psychologistAbsences.endsAt, now)))
    .orderBy(asc(psychologistAbsences.startsAt));
}

/** Deletes one of the psychologist's own absences; another's answers like a missing one. */
export async function deleteAbsence(tx: Executor, psychologistId: string, absenceId: string) {
  const rows = await tx
    .delete(psychologistAbsences)
    .where(and(eq(psychologistAbsences.id, absenceId), eq(psychologistAbsences.doctorId, psychologistId)))
    .returning({ id: psychologistAbsences.id });
  return rows.length;
}

export async function findHolidayOpenings(db: Executor, psychologistId: string, days: string[]) {
  if (days.length === 0) return [];
  const rows = await db
    .select({ day: psychologistHolidayOpenings.day })
    .from(psychologistHolidayOpenings)
    .where(and(eq(psychologistHolidayOpenings.doctorId, psychologistId), inArray(psychologistHolidayOpenings.day, days)));
  return rows.map((row) => row.day);
}

export async function openHoliday(tx: Executor, psychologistId: string, day: string) {
  await tx.insert(psychologistHolidayOpenings).values({ doctorId: psychologistId, day }).onConflictDoNothing();
}

export async function closeHoliday(tx: Executor, psychologistId: string, day: string) {
  await tx.delete(psychologistHolidayOpenings).where(and(eq(psychologistHolidayOpenings.doctorId, psychologistId), eq(psychologistHolidayOpenings.day, day)));
}

/** Free future slots of the psychologist inside the range: withdrawn when the range closes. */
export async function deleteFreeSlotsBetween(tx: Executor, psychologistId: string, range: Range) {
  const rows = await tx
    .delete(meetings)
    .where(and(eq(meetings.doctorId, psychologistId), eq(meetings.status, 'AVAILABLE'), gte(meetings.startsAt, range.start), lt(meetings.startsAt, range.end)))
    .returning({ id: meetings.id });
  return rows.length;
}
