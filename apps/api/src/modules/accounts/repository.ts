import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { admins, users } from '../../db/schema';
import { endSessions } from '../sessions/repository';

export async function findAccountById(db: Executor, userId: string) {
  const [row] = await db
    .select({ user: users, adminRole: admins.adminRole })
    .from(users)
    .leftJoin(admins, eq(admins.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? { ...row.user, adminRole: row.adminRole } : undefined;
}

/** Locking also ends the account's open sessions at once (endSessions). */
export async function setAccountLocked(db: Executor, userId: string, isLocked: boolean) {
  if (isLocked) await endSessions(db, userId);
  await db.update(users).set({ isLocked, updatedAt: new Date() }).where(eq(users.id, userId));
}
