import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { admins, users } from '../../db/schema';

export async function findAccountById(db: Executor, userId: string) {
  const [row] = await db
    .select({ user: users, adminRole: admins.adminRole })
    .from(users)
    .leftJoin(admins, eq(admins.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? { ...row.user, adminRole: row.adminRole } : undefined;
}

/** Locking also bumps tokenVersion so the account's open sessions end at once. */
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
