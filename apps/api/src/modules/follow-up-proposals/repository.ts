import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { psychologistPresentations, employees, followUpProposals, meetings, users } from '../../db/schema';

/**
 * The SQL of follow-up proposals (decision 0066). Lock order, as every transaction touching these rows:
 * the employee, then (a booking's claimed slot), then the proposal, then its held slots.
 */

export type ProposalRow = typeof followUpProposals.$inferSelect;
export type HeldHour = { id: string; startsAt: Date; endsAt: Date };

/** The consultation a follow-up is proposed from, with its employee's credits; not locked. */
export async function findOrigin(db: Executor, consultationId: string) {
  const [row] = await db.select().from(meetings).where(eq(meetings.id, consultationId)).limit(1);
  return row;
}

/** Locks the employee's row (first in the order) and answers their credits left, or undefined when gone. */
export async function lockEmployeeCredits(tx: Executor, employeeId: string) {
  const [row] = await tx.select({ availableCredits: employees.availableCredits }).from(employees).where(eq(employees.userId, employeeId)).for('update');
  return row;
}

/** The psychologist's free hours not held for anyone, in [from, before), soonest first. */
export async function findOfferableHours(db: Executor, values: { doctorId: string; from: Date; before: Date }): Promise<HeldHour[]> {
  return db
    .select({ id: meetings.id, startsAt: meetings.startsAt, endsAt: meetings.endsAt })
    .from(meetings)
    .where(
      and(
        eq(meetings.doctorId, values.doctorId),
        eq(meetings.status, 'AVAILABLE'),
        isNull(meetings.heldForProposalId),
        sql`${meetings.startsAt} >= ${values.from.toISOString()}::timestamptz`,
        sql`${meetings.startsAt} < ${values.before.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(meetings.startsAt));
}

/** The chosen slots, locked (after the employee): any of them not the psychologist's, not free or already held makes the caller refuse. */
export async function lockChosenSlots(tx: Executor, slotIds: string[]) {
  return tx.select().from(meetings).where(inArray(meetings.id, slotIds)).orderBy(asc(meetings.id)).for('update');
}

export async function insertProposal(tx: Executor, values: { doctorId: string; employeeId: string; fromMeetingId: string; createdAt: Date; expiresAt: Date }) {
  const [row] = await tx.insert(followUpProposals).values(values).returning();
  return row;
}

/** Holds the (locked, free) slots for the proposal. */
export async function holdSlots(tx: Executor, proposalId: string, slotIds: string[]) {
  await tx
    .update(meetings)
    .set({ heldForProposalId: proposalId })
    .where(and(inArray(meetings.id, slotIds), eq(meetings.status, 'AVAILABLE'), isNull(meetings.heldForProposalId)));
}

/** The proposal still open from this consultation, with its hours. */
export async function findOpenProposalFrom(db: Executor, fromConsultationId: string) {
  const [proposal] = await db
    .select()
    .from(followUpProposals)
    .where(and(eq(followUpProposals.fromMeetingId, fromConsultationId), eq(followUpProposals.status, 'OPEN')))
    .limit(1);
  if (!proposal) return undefined;
  return { proposal, hours: await findHeldHours(db, [proposal.id]).then((byProposal) => byProposal.get(proposal.id) ?? []) };
}

/** The hours each proposal still holds, soonest first. */
export async function findHeldHours(db: Executor, proposalIds: string[]): Promise<Map<string, HeldHour[]>> {
  const byProposal = new Map<string, HeldHour[]>();
  if (proposalIds.length === 0) return byProposal;
  const rows = await db
    .select({ proposalId: meetings.heldForProposalId, id: meetings.id, startsAt: meetings.startsAt, endsAt: meetings.endsAt })
    .from(meetings)
    .where(inArray(meetings.heldForProposalId, proposalIds))
    .orderBy(asc(meetings.startsAt));
  for (const { proposalId, ...hour } of rows) if (proposalId) byProposal.set(proposalId, [...(byProposal.get(proposalId) ?? []), hour]);
  return byProposal;
}

/**
 * One proposal of this employee (another's answers undefined, like a missing one), with the mode of the
 * consultation it came from and the psychologist's presentation as it stands now (decision 0061), or null.
 */
export async function findOwnProposal(db: Executor, proposalId: string, employeeId: string) {
  const [row] = await db
    .select({ proposal: followUpProposals, origin: { meetingType: meetings.meetingType, category: meetings.category, subject: meetings.subject }, presentation: psychologistPresentations })
    .from(followUpProposals)
    .innerJoin(meetings, eq(meetings.id, followUpProposals.fromMeetingId))
    .leftJoin(psychologistPresentations, eq(psychologistPresentations.doctorId, followUpProposals.doctorId))
    .where(and(eq(followUpProposals.id, proposalId), eq(followUpProposals.employeeId, employeeId)))
    .limit(1);
  return row;
}

/** The employee's open proposals, soonest expiry first, with the mode of their consultation and the psychologist's presentation (or null). */
export async function findOpenProposalsOf(db: Executor, employeeId: string) {
  return db
    .select({ proposal: followUpProposals, origin: { meetingType: meetings.meetingType }, presentation: psychologistPresentations })
    .from(followUpProposals)
    .innerJoin(meetings, eq(meetings.id, followUpProposals.fromMeetingId))
    .leftJoin(psychologistPresentations, eq(psychologistPresentations.doctorId, followUpProposals.doctorId))
    .where(and(eq(followUpProposals.employeeId, employeeId), eq(followUpProposals.status, 'OPEN')))
    .orderBy(asc(followUpProposals.expiresAt));
}

/**
 * Closes an open proposal (locked here, after the employee) and frees its hours, in the caller's
 * transaction. Answers the ids of the hours freed, or null when it was no longer open (answered or
 * freed meanwhile).
 */
export async function closeProposal(tx: Executor, proposalId: string, values: { status: 'DECLINED' | 'EXPIRED' | 'NO_CREDIT'; now: Date }): Promise<string[] | null> {
  const closed = await tx
    .update(followUpProposals)
    .set({ status: values.status, closedAt: values.now })
    .where(and(eq(followUpProposals.id, proposalId), eq(followUpProposals.status, 'OPEN')))
    .returning({ id: followUpProposals.id });
  if (closed.length === 0) return null;
  const freed = await tx.update(meetings).set({ heldForProposalId: null }).where(eq(meetings.heldForProposalId, proposalId)).returning({ id: meetings.id });
  return freed.map((row) => row.id);
}

/**
 * Open proposals to free: past their time, or whose employee has no credit left. Read without locks;
 * each is then closed in its own transaction under the employee's lock.
 */
export async function findProposalsToFree(db: Executor, now: Date, limit: number) {
  return db
    .select({
      id: followUpProposals.id,
      employeeId: followUpProposals.employeeId,
      status: sql<'EXPIRED' | 'NO_CREDIT'>`case when ${followUpProposals.expiresAt} <= ${now.toISOString()}::timestamptz then 'EXPIRED' else 'NO_CREDIT' end`,
    })
    .from(followUpProposals)
    .innerJoin(employees, eq(employees.userId, followUpProposals.employeeId))
    .where(and(eq(followUpProposals.status, 'OPEN'), sql`(${lte(followUpProposals.expiresAt, now)} or ${employees.availableCredits} <= 0)`))
    .orderBy(asc(followUpProposals.expiresAt))
    .limit(limit);
}

/** The address of the employee a proposal is for (the mailer picks their personal one, decision 0047). */
export async function findEmployeeEmail(db: Executor, employeeId: string) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, employeeId)).limit(1);
  return row?.email ?? null;
}
