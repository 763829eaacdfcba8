import { eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog, users } from '../../db/schema';

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
