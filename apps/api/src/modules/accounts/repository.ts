import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { admins, users } from '../../db/schema';
import { endSessions } from '../sessions/repository';

export async function findAccountById(db: Executor, userId: string) {
  const [row] = await db.select({ user: users, adminRole: admins.adminRole }).from(users).leftJoin(admins, eq(admins.userId, users.id)).where(eq(users.id, userId)).limit(1);
  return row ? { ...row.user, adminRole: row.adminRole } : undefined;
}

/** Locking also ends the account's open sessions at once (endSessions). */
export async function setAccountLocked(db: Executor, userId: string, isLocked: boolean, now: Date) {
  if (isLocked) await endSessions(db, userId, now);
  await db.update(users).set({ isLocked, updatedAt: now }).where(eq(users.id, userId));
}

/**
 * Puts a new temporary password in place of the old one, only while the account is on its first
 * connection (an owner who chose theirs meanwhile keeps it); a session opened with the old password
 * (to choose one's own) ends with it. True when the account was updated.
 */
export async function replaceTemporaryPassword(
  db: Executor,
  userId: string,
  credentials: { passwordHash: string; temporaryPasswordEncrypted: string | null; temporaryPasswordIssuedAt: Date | null },
  now: Date,
) {
  const updated = await db
    .update(users)
    .set({
      passwordHash: credentials.passwordHash,
      temporaryPasswordEncrypted: credentials.temporaryPasswordEncrypted,
      temporaryPasswordIssuedAt: credentials.temporaryPasswordIssuedAt,
      updatedAt: now,
    })
    .where(and(eq(users.id, userId), eq(users.isFirstConnection, true)))
    .returning({ id: users.id });
  if (updated.length > 0) await endSessions(db, userId, now);
  return updated.length > 0;
}
