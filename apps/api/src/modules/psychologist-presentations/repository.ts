import { and, asc, eq, exists, gte, lt, sql } from 'drizzle-orm';
import type { PsychologistCategory, MeetingType, PresentationLanguage } from '@parenthese/shared';
import type { Executor } from '../../db/client';
import { psychologistPresentations, psychologists, meetings, users } from '../../db/schema';

/** All SQL of the presentations (decision 0061). Only `doctor_presentations` columns are ever read for an employee. */

export type PresentationRow = typeof psychologistPresentations.$inferSelect;
type PresentationValues = Pick<PresentationRow, 'firstName' | 'formOfAddress' | 'approach'> & { languages: PresentationLanguage[] };

export async function findPsychologistPresentation(db: Executor, psychologistId: string): Promise<PresentationRow | undefined> {
  const [row] = await db.select().from(psychologistPresentations).where(eq(psychologistPresentations.doctorId, psychologistId)).limit(1);
  return row;
}

/**
 * The presentation for the answer of a change already committed (a booking, a move, a report): a lost
 * connection here must not turn that success into an error the employee would retry (decision 0055's fault
 * test). Unread, the answer says « Votre psychologue » until the next load.
 */
export async function findPsychologistPresentationAfterCommit(db: Executor, psychologistId: string): Promise<PresentationRow | undefined> {
  try {
    return await findPsychologistPresentation(db, psychologistId);
  } catch {
    return undefined;
  }
}

/** Written or changed in place: the public id stays the same while the presentation lives. */
export async function savePresentation(db: Executor, psychologistId: string, values: PresentationValues, now: Date): Promise<PresentationRow> {
  const [row] = await db
    .insert(psychologistPresentations)
    .values({ doctorId: psychologistId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: psychologistPresentations.doctorId, set: { ...values, updatedAt: now } })
    .returning();
  return row;
}

/** True when there was one to delete. */
export async function deletePresentation(db: Executor, psychologistId: string): Promise<boolean> {
  const rows = await db.delete(psychologistPresentations).where(eq(psychologistPresentations.doctorId, psychologistId)).returning({ id: psychologistPresentations.id });
  return rows.length > 0;
}

/** Who can be offered for a category and a mode: an unlocked psychologist consulting in both. */
function consultsIn(criteria: { category: PsychologistCategory; meetingType: MeetingType }) {
  const mode = criteria.meetingType === 'PHONE' ? psychologists.isPhoneEnabled : psychologists.isVideoEnabled;
  return and(eq(users.isLocked, false), eq(mode, true), sql`${psychologists.categories} @> array[${criteria.category}]::text[]`);
}

/**
 * « Choisir ma psychologue »: the presentations of the psychologists of this category and mode with at
 * least one free slot in [from, before). Only the presentation's columns are selected.
 */
export async function findChoosablePresentations(db: Executor, criteria: { category: PsychologistCategory; meetingType: MeetingType; from: Date; before: Date }): Promise<PresentationRow[]> {
  const freeSlot = db
    .select({ one: sql`1` })
    .from(meetings)
    .where(and(eq(meetings.doctorId, psychologistPresentations.doctorId), eq(meetings.status, 'AVAILABLE'), gte(meetings.startsAt, criteria.from), lt(meetings.startsAt, criteria.before)));
  const rows = await db
    .select({ presentation: psychologistPresentations })
    .from(psychologistPresentations)
    .innerJoin(psychologists, eq(psychologists.userId, psychologistPresentations.doctorId))
    .innerJoin(users, eq(users.id, psychologists.userId))
    .where(and(consultsIn(criteria), exists(freeSlot)))
    .orderBy(asc(psychologistPresentations.firstName), asc(psychologistPresentations.id));
  return rows.map((row) => row.presentation);
}

/**
 * The psychologist behind a public presentation id, for a slot search: `isSuitable` says whether they
 * consult in this category and mode. Undefined when no such presentation exists (withdrawn, or never was).
 */
export async function findPresentedPsychologist(db: Executor, presentationId: string, criteria: { category: PsychologistCategory; meetingType: MeetingType }) {
  const [row] = await db
    .select({ doctorId: psychologistPresentations.doctorId, isSuitable: sql<boolean>`coalesce(${consultsIn(criteria)}, false)` })
    .from(psychologistPresentations)
    .innerJoin(psychologists, eq(psychologists.userId, psychologistPresentations.doctorId))
    .innerJoin(users, eq(users.id, psychologists.userId))
    .where(eq(psychologistPresentations.id, presentationId))
    .limit(1);
  return row;
}
