import { and, eq, gt, inArray, sql } from 'drizzle-orm';
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
    .returning({ userId: emailChangeRequests.userId, newEmail: emailChangeRequests.newEmail });
  return row;
}

/** The account's email becomes the confirmed one, and every open session ends (endSessions). Returns the former email. */
export async function setConfirmedEmail(db: Executor, userId: string, email: string) {
  const [before] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).for('update');
  await db.update(users).set({ email, updatedAt: new Date() }).where(eq(users.id, userId));
  await endSessions(db, userId);
  return before?.email ?? null;
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
