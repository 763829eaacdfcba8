import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { admins, auditLog, passwordResetTokens, users } from '../../db/schema';

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

export async function recordSuccessfulSignIn(db: Executor, userId: string) {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
}

export async function writeAudit(
  db: Executor,
  entry: { actorUserId: string | null; action: string; targetType?: string; targetId?: string; details?: Record<string, unknown> },
) {
  await db.insert(auditLog).values(entry);
}

export async function findUserById(db: Executor, userId: string) {
  const [row] = await db
    .select({ user: users, adminRole: admins.adminRole })
    .from(users)
    .leftJoin(admins, eq(admins.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? { ...row.user, adminRole: row.adminRole } : undefined;
}

export async function isEmailTakenByAnother(db: Executor, email: string, userId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return Boolean(row);
}

/** The new password replaces the temporary one; older tokens stop working (tokenVersion). */
export async function setOwnPassword(db: Executor, userId: string, values: { passwordHash: string; email?: string }) {
  await db
    .update(users)
    .set({
      passwordHash: values.passwordHash,
      ...(values.email === undefined ? {} : { email: values.email }),
      temporaryPasswordEncrypted: null,
      isFirstConnection: false,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

export async function insertPasswordResetToken(db: Executor, values: { userId: string; tokenHash: string; expiresAt: Date }) {
  await db.insert(passwordResetTokens).values(values);
}

/**
 * Claims a reset token in one guarded statement: only an unused, unexpired token matches, so two
 * concurrent confirmations can never both succeed. Returns the user id, or undefined.
 */
export async function claimPasswordResetToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`)))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** Once the password is reset, the user's other pending links are spent too. */
export async function markOtherResetTokensUsed(db: Executor, userId: string) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Locking also bumps tokenVersion so the user's open sessions end at once. */
export async function setAccountLocked(db: Executor, userId: string, isLocked: boolean) {
  await db
    .update(users)
    .set({
      isLocked,
      ...(isLocked ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}
