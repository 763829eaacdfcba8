import { and, asc, eq, exists, gte, lt, sql } from 'drizzle-orm';
import type { DoctorCategory, MeetingType, PresentationLanguage } from '@parenthese/shared';
import type { Executor } from '../../db/client';
import { doctorPresentations, doctors, meetings, users } from '../../db/schema';

/** All SQL of the presentations (decision 0061). Only `doctor_presentations` columns are ever read for an employee. */

export type PresentationRow = typeof doctorPresentations.$inferSelect;
type PresentationValues = Pick<PresentationRow, 'firstName' | 'formOfAddress' | 'approach'> & { languages: PresentationLanguage[] };

export async function findDoctorPresentation(db: Executor, doctorId: string): Promise<PresentationRow | undefined> {
  const [row] = await db.select().from(doctorPresentations).where(eq(doctorPresentations.doctorId, doctorId)).limit(1);
  return row;
}

/**
 * The presentation for the answer of a change already committed (a booking, a move, a report): a lost
 * connection here must not turn that success into an error the employee would retry (decision 0055's fault
 * test). Unread, the answer says « Votre psychologue » until the next load.
 */
export async function findDoctorPresentationAfterCommit(db: Executor, doctorId: string): Promise<PresentationRow | undefined> {
  try {
    return await findDoctorPresentation(db, doctorId);
  } catch {
    return undefined;
  }
}

/** Written or changed in place: the public id stays the same while the presentation lives. */
export async function savePresentation(db: Executor, doctorId: string, values: PresentationValues, now: Date): Promise<PresentationRow> {
  const [row] = await db
    .insert(doctorPresentations)
    .values({ doctorId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: doctorPresentations.doctorId, set: { ...values, updatedAt: now } })
    .returning();
  return row;
}

/** True when there was one to delete. */
export async function deletePresentation(db: Executor, doctorId: string): Promise<boolean> {
  const rows = await db.delete(doctorPresentations).where(eq(doctorPresentations.doctorId, doctorId)).returning({ id: doctorPresentations.id });
  return rows.length > 0;
}

/** Who can be offered for a category and a mode: an unlocked psychologist consulting in both. */
function consultsIn(criteria: { category: DoctorCategory; meetingType: MeetingType }) {
  const mode = criteria.meetingType === 'PHONE' ? doctors.isPhoneEnabled : doctors.isVideoEnabled;
  return and(eq(users.isLocked, false), eq(mode, true), sql`${doctors.categories} @> array[${criteria.category}]::text[]`);
}

/**
 * « Choisir ma psychologue »: the presentations of the psychologists of this category and mode with at
 * least one free slot in [from, before). Only the presentation's columns are selected.
 */
export async function findChoosablePresentations(db: Executor, criteria: { category: DoctorCategory; meetingType: MeetingType; from: Date; before: Date }): Promise<PresentationRow[]> {
  const freeSlot = db
    .select({ one: sql`1` })
    .from(meetings)
    .where(and(eq(meetings.doctorId, doctorPresentations.doctorId), eq(meetings.status, 'AVAILABLE'), gte(meetings.startsAt, criteria.from), lt(meetings.startsAt, criteria.before)));
  const rows = await db
    .select({ presentation: doctorPresentations })
    .from(doctorPresentations)
    .innerJoin(doctors, eq(doctors.userId, doctorPresentations.doctorId))
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(and(consultsIn(criteria), exists(freeSlot)))
    .orderBy(asc(doctorPresentations.firstName), asc(doctorPresentations.id));
  return rows.map((row) => row.presentation);
}

/**
 * The psychologist behind a public presentation id, for a slot search: `isSuitable` says whether they
 * consult in this category and mode. Undefined when no such presentation exists (withdrawn, or never was).
 */
export async function findPresentedDoctor(db: Executor, presentationId: string, criteria: { category: DoctorCategory; meetingType: MeetingType }) {
  const [row] = await db
    .select({ doctorId: doctorPresentations.doctorId, isSuitable: sql<boolean>`coalesce(${consultsIn(criteria)}, false)` })
    .from(doctorPresentations)
    .innerJoin(doctors, eq(doctors.userId, doctorPresentations.doctorId))
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(eq(doctorPresentations.id, presentationId))
    .limit(1);
  return row;
}
