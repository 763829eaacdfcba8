import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';
import { endSessions } from '../sessions/repository';

/** The account a sign-in name points to: an email for anyone, or an employee identifier. */
export async function findUserBySignInName(db: Executor, signInName: string) {
  const normalized = signInName.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.email, normalized), eq(users.username, normalized)))
    .limit(1);
  return user;
}

export async function recordSuccessfulSignIn(db: Executor, userId: string, now: Date) {
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
}

/**
 * The new password replaces the temporary or forgotten one, and every session of the account ends
 * (endSessions): whoever knew the old password is signed out.
 */
export async function setOwnPassword(db: Executor, userId: string, values: { passwordHash: string; email?: string }, now: Date) {
  await endSessions(db, userId, now);
  await db
    .update(users)
    .set({
      passwordHash: values.passwordHash,
      ...(values.email === undefined ? {} : { email: values.email }),
      temporaryPasswordEncrypted: null,
      temporaryPasswordIssuedAt: null,
      isFirstConnection: false,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

export async function insertPasswordResetToken(db: Executor, values: { userId: string; tokenHash: string; expiresAt: Date }) {
  await db.insert(passwordResetTokens).values(values);
}

/** True when a reset token is unused and unexpired; it stays usable (the page checks it on arrival). */
export async function isResetTokenUsable(db: Executor, tokenHash: string, now: Date) {
  const rows = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .limit(1);
  return rows.length > 0;
}

/** The role of the account a usable reset token is for (its new password's strength depends on it). */
export async function roleOfUsableResetToken(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ role: users.role })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .limit(1);
  return row?.role;
}

/**
 * Claims a reset token in one guarded statement: only an unused, unexpired token matches, so two
 * concurrent confirmations can never both succeed. Returns the user id, or undefined.
 */
export async function claimPasswordResetToken(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** Once the password is reset, the user's other pending links are spent too. */
export async function markOtherResetTokensUsed(db: Executor, userId: string, now: Date) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
