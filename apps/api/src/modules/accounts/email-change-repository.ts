import { and, asc, desc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { PendingEmailChange } from '@parenthese/shared';
import type { Executor } from '../../db/client';
import { emailChangeRequests, users } from '../../db/schema';
import { endSessions } from '../sessions/repository';

type Outcome = 'CONFIRMED' | 'REFUSED' | 'REPLACED';

/** A new request replaces the account's pending one, whose links stop working. */
export async function replacePendingEmailChange(db: Executor, userId: string) {
  await db
    .update(emailChangeRequests)
    .set({ status: 'REPLACED', endedAt: sql`now()` })
    .where(and(eq(emailChangeRequests.userId, userId), eq(emailChangeRequests.status, 'PENDING')));
}

export async function insertEmailChangeRequest(db: Executor, values: { userId: string; newEmail: string; confirmTokenHash: string; refuseTokenHash: string; requestedBy: string; expiresAt: Date }) {
  await db.insert(emailChangeRequests).values(values);
}

/**
 * Ends a pending, unexpired request in one guarded statement, found by the digest of one of its links:
 * two clicks at the same moment cannot both succeed. Returns the account and the new address, or undefined.
 */
export async function claimEmailChange(db: Executor, link: { confirmTokenHash: string } | { refuseTokenHash: string }, outcome: Exclude<Outcome, 'REPLACED'>) {
  const byLink = 'confirmTokenHash' in link ? eq(emailChangeRequests.confirmTokenHash, link.confirmTokenHash) : eq(emailChangeRequests.refuseTokenHash, link.refuseTokenHash);
  const [row] = await db
    .update(emailChangeRequests)
    .set({ status: outcome, endedAt: sql`now()` })
    .where(and(byLink, eq(emailChangeRequests.status, 'PENDING'), gt(emailChangeRequests.expiresAt, sql`now()`)))
    .returning({ id: emailChangeRequests.id, userId: emailChangeRequests.userId, newEmail: emailChangeRequests.newEmail });
  return row;
}

/**
 * The account's email becomes the confirmed one, and every open session ends (endSessions); the former
 * email is kept on the request (`previous_email`) and returned.
 */
export async function setConfirmedEmail(db: Executor, input: { requestId: string; userId: string; email: string }) {
  const [before] = await db.select({ email: users.email }).from(users).where(eq(users.id, input.userId)).for('update');
  const previousEmail = before?.email ?? null;
  await db.update(users).set({ email: input.email, updatedAt: new Date() }).where(eq(users.id, input.userId));
  await db.update(emailChangeRequests).set({ previousEmail }).where(eq(emailChangeRequests.id, input.requestId));
  await endSessions(db, input.userId);
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

/** The email of an account still on its first connection, set directly by an administrator. */
export async function setFirstConnectionEmail(db: Executor, userId: string, email: string) {
  await db.update(users).set({ email, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The pending, unexpired change of each of these accounts (one at most each). */
export async function findPendingEmailChanges(db: Executor, userIds: string[]): Promise<Map<string, PendingEmailChange>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: emailChangeRequests.userId, newEmail: emailChangeRequests.newEmail, expiresAt: emailChangeRequests.expiresAt })
    .from(emailChangeRequests)
    .where(and(inArray(emailChangeRequests.userId, userIds), eq(emailChangeRequests.status, 'PENDING'), gt(emailChangeRequests.expiresAt, sql`now()`)));
  return new Map(rows.map((row) => [row.userId, { mail: row.newEmail, expiresAt: row.expiresAt.toISOString() }]));
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
