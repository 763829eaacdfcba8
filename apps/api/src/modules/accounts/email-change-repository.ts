import { and, asc, desc, eq, gt, gte, inArray, isNull } from 'drizzle-orm';
import type { PendingEmailChange } from '@parenthese/shared';
import type { Executor } from '../../db/client';
import { accountInvitations, emailChangeRequests, users } from '../../db/schema';
import { endSessions } from '../sessions/repository';

type Outcome = 'CONFIRMED' | 'REFUSED' | 'REPLACED';
const OPEN_STATUSES = ['AWAITING_OWNER', 'PENDING'] as const;

/** A new request replaces the account's open one (a proposal or a pending change), whose links stop working. */
export async function replacePendingEmailChange(db: Executor, userId: string, now: Date) {
  await db
    .update(emailChangeRequests)
    .set({ status: 'REPLACED', endedAt: now })
    .where(and(eq(emailChangeRequests.userId, userId), inArray(emailChangeRequests.status, [...OPEN_STATUSES])));
}

/** A pending change (with its links), or an administrator's proposal (AWAITING_OWNER, no link). */
export async function insertEmailChangeRequest(
  db: Executor,
  values: { userId: string; newEmail: string; requestedBy: string; createdAt: Date; expiresAt: Date } & (
    { status: 'AWAITING_OWNER' } | { status: 'PENDING'; confirmTokenHash: string; refuseTokenHash: string }
  ),
) {
  await db.insert(emailChangeRequests).values(values);
}

/** The account's proposal awaiting its owner, unexpired (locked within a transaction). */
export async function findOpenProposal(db: Executor, userId: string, now: Date, options: { lock?: boolean } = {}) {
  const query = db
    .select({ id: emailChangeRequests.id, newEmail: emailChangeRequests.newEmail, createdAt: emailChangeRequests.createdAt, expiresAt: emailChangeRequests.expiresAt })
    .from(emailChangeRequests)
    .where(and(eq(emailChangeRequests.userId, userId), eq(emailChangeRequests.status, 'AWAITING_OWNER'), gt(emailChangeRequests.expiresAt, now)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The owner accepted the proposal: it becomes a pending change, with its links and a new lifetime. */
export async function acceptProposal(db: Executor, requestId: string, values: { confirmTokenHash: string; refuseTokenHash: string; expiresAt: Date }) {
  await db
    .update(emailChangeRequests)
    .set({ ...values, status: 'PENDING' })
    .where(and(eq(emailChangeRequests.id, requestId), eq(emailChangeRequests.status, 'AWAITING_OWNER')));
}

export async function declineProposal(db: Executor, requestId: string, now: Date) {
  await db
    .update(emailChangeRequests)
    .set({ status: 'DECLINED', endedAt: now })
    .where(and(eq(emailChangeRequests.id, requestId), eq(emailChangeRequests.status, 'AWAITING_OWNER')));
}

/** The undo link of a confirmed change, mailed to the former address. */
export async function setUndoLink(db: Executor, requestId: string, values: { undoTokenHash: string; undoExpiresAt: Date }) {
  await db.update(emailChangeRequests).set(values).where(eq(emailChangeRequests.id, requestId));
}

/**
 * Spends an undo link in one guarded statement: a confirmed change, not undone yet, whose link has
 * not expired. Returns the account, the address to restore and the one it replaces, or undefined.
 */
export async function claimUndo(db: Executor, undoTokenHash: string, now: Date) {
  const [row] = await db
    .update(emailChangeRequests)
    .set({ undoneAt: now })
    .where(and(eq(emailChangeRequests.undoTokenHash, undoTokenHash), eq(emailChangeRequests.status, 'CONFIRMED'), isNull(emailChangeRequests.undoneAt), gt(emailChangeRequests.undoExpiresAt, now)))
    .returning({ id: emailChangeRequests.id, userId: emailChangeRequests.userId, previousEmail: emailChangeRequests.previousEmail, newEmail: emailChangeRequests.newEmail });
  return row;
}

/** The account's email goes back to the one a change replaced; every session ends. */
export async function restoreEmail(db: Executor, userId: string, email: string, now: Date) {
  await db.update(users).set({ email, updatedAt: now }).where(eq(users.id, userId));
  await endSessions(db, userId, now);
}

/** Every address the accounts were ever given or proposed (former ones, changes, proposals): erasure scrubs the mails naming them. */
export async function everyEmailOf(db: Executor, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ newEmail: emailChangeRequests.newEmail, previousEmail: emailChangeRequests.previousEmail })
    .from(emailChangeRequests)
    .where(inArray(emailChangeRequests.userId, userIds));
  return rows.flatMap((row) => [row.newEmail, row.previousEmail]).filter((email): email is string => Boolean(email));
}

/**
 * Ends a pending, unexpired request in one guarded statement, found by the digest of one of its links:
 * two clicks at the same moment cannot both succeed. Returns the account and the new address, or undefined.
 */
export async function claimEmailChange(db: Executor, link: { confirmTokenHash: string } | { refuseTokenHash: string }, outcome: Exclude<Outcome, 'REPLACED'>, now: Date) {
  const byLink = 'confirmTokenHash' in link ? eq(emailChangeRequests.confirmTokenHash, link.confirmTokenHash) : eq(emailChangeRequests.refuseTokenHash, link.refuseTokenHash);
  const [row] = await db
    .update(emailChangeRequests)
    .set({ status: outcome, endedAt: now })
    .where(and(byLink, eq(emailChangeRequests.status, 'PENDING'), gt(emailChangeRequests.expiresAt, now)))
    .returning({ id: emailChangeRequests.id, userId: emailChangeRequests.userId, newEmail: emailChangeRequests.newEmail });
  return row;
}

/**
 * The account's email becomes the confirmed one, and every open session ends (endSessions); the former
 * email is kept on the request (`previous_email`) and returned.
 */
export async function setConfirmedEmail(db: Executor, input: { requestId: string; userId: string; email: string }, now: Date) {
  const [before] = await db.select({ email: users.email }).from(users).where(eq(users.id, input.userId)).for('update');
  const previousEmail = before?.email ?? null;
  await db.update(users).set({ email: input.email, updatedAt: now }).where(eq(users.id, input.userId));
  await db.update(emailChangeRequests).set({ previousEmail }).where(eq(emailChangeRequests.id, input.requestId));
  await endSessions(db, input.userId, now);
  return previousEmail;
}

/**
 * The sign-in email the account had before any change confirmed since `since`: the previous email of
 * the earliest such change, or the current one when none. A notice sent there reaches the owner even
 * when someone changed the address a few days before.
 */
export async function emailBeforeChangesSince(db: Executor, userId: string, since: Date): Promise<string | null> {
  const [earliest] = await db
    .select({ previousEmail: emailChangeRequests.previousEmail })
    .from(emailChangeRequests)
    .where(and(eq(emailChangeRequests.userId, userId), eq(emailChangeRequests.status, 'CONFIRMED'), gte(emailChangeRequests.endedAt, since)))
    .orderBy(asc(emailChangeRequests.endedAt))
    .limit(1);
  if (earliest?.previousEmail) return earliest.previousEmail;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email ?? null;
}

/**
 * The email of an account still on its first connection, set directly by an administrator. A staff
 * account's invitation not yet accepted moves with it: its next link goes to the corrected address,
 * never to the mistyped one.
 */
export async function setFirstConnectionEmail(db: Executor, userId: string, email: string, now: Date) {
  await db.update(users).set({ email, updatedAt: now }).where(eq(users.id, userId));
  await db
    .update(accountInvitations)
    .set({ email })
    .where(and(eq(accountInvitations.userId, userId), isNull(accountInvitations.acceptedAt)));
}

/** The open, unexpired change (a proposal or a pending change) of each of these accounts (one at most each). */
export async function findPendingEmailChanges(db: Executor, userIds: string[], now: Date): Promise<Map<string, PendingEmailChange>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: emailChangeRequests.userId, newEmail: emailChangeRequests.newEmail, status: emailChangeRequests.status, expiresAt: emailChangeRequests.expiresAt })
    .from(emailChangeRequests)
    .where(and(inArray(emailChangeRequests.userId, userIds), inArray(emailChangeRequests.status, [...OPEN_STATUSES]), gt(emailChangeRequests.expiresAt, now)));
  return new Map(rows.map((row) => [row.userId, { mail: row.newEmail, status: row.status === 'AWAITING_OWNER' ? 'AWAITING_OWNER' : 'PENDING', expiresAt: row.expiresAt.toISOString() }]));
}

/** When the account's sign-in email last changed (a confirmed change), or null: resets are held a while after it. */
export async function lastEmailChangeAt(db: Executor, userId: string): Promise<Date | null> {
  const [latest] = await db
    .select({ endedAt: emailChangeRequests.endedAt })
    .from(emailChangeRequests)
    .where(and(eq(emailChangeRequests.userId, userId), eq(emailChangeRequests.status, 'CONFIRMED')))
    .orderBy(desc(emailChangeRequests.endedAt))
    .limit(1);
  return latest?.endedAt ?? null;
}
