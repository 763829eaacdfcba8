import { and, desc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { withRoleRows } from '../../db/account-role-rows';
import { admins, psychologists, employees, secondFactorResetRequests, users } from '../../db/schema';

type Status = (typeof secondFactorResetRequests.$inferSelect)['status'];

/** Closes the account's pending request once its approval window ended (`expiredBefore`), so a new one may be made. */
export async function expirePendingResetRequest(db: Executor, targetUserId: string, expiredBefore: Date, now: Date) {
  return db
    .update(secondFactorResetRequests)
    .set({ status: 'EXPIRED', decidedAt: now })
    .where(and(eq(secondFactorResetRequests.targetUserId, targetUserId), eq(secondFactorResetRequests.status, 'PENDING'), lte(secondFactorResetRequests.requestedAt, expiredBefore)))
    .returning({ id: secondFactorResetRequests.id });
}

export async function insertResetRequest(db: Executor, values: { targetUserId: string; requestedBy: string; requestedAt: Date; refuseTokenHash: string }) {
  const [row] = await db.insert(secondFactorResetRequests).values(values).returning({ id: secondFactorResetRequests.id });
  return row.id;
}

/** A request, locked for the caller's transaction (two approvals at the same moment cannot both go on). */
export async function lockResetRequest(db: Executor, requestId: string) {
  const [row] = await db.select().from(secondFactorResetRequests).where(eq(secondFactorResetRequests.id, requestId)).for('update');
  return row;
}

/** Ends a pending request; `decidedBy` is null when the owner refused it or it expired. */
export async function decideResetRequest(db: Executor, requestId: string, status: Exclude<Status, 'PENDING'>, decidedBy: string | null, now: Date) {
  await db
    .update(secondFactorResetRequests)
    .set({ status, decidedBy, decidedAt: now })
    .where(and(eq(secondFactorResetRequests.id, requestId), eq(secondFactorResetRequests.status, 'PENDING')));
}

/**
 * The owner's refusal, found by its link's digest: a pending request still within its window, ended in
 * one guarded statement (two clicks cannot both succeed). Returns the account, or undefined.
 */
export async function claimRefusal(db: Executor, refuseTokenHash: string, requestedAfter: Date, now: Date) {
  const [row] = await db
    .update(secondFactorResetRequests)
    .set({ status: 'REFUSED_BY_OWNER', decidedAt: now })
    .where(and(eq(secondFactorResetRequests.refuseTokenHash, refuseTokenHash), eq(secondFactorResetRequests.status, 'PENDING'), gt(secondFactorResetRequests.requestedAt, requestedAfter)))
    .returning({ id: secondFactorResetRequests.id, targetUserId: secondFactorResetRequests.targetUserId });
  return row;
}

/** Every request still PENDING, newest first (the ones past their window included: they read as expired). */
export async function findPendingResetRequests(db: Executor) {
  return db
    .select({
      id: secondFactorResetRequests.id,
      targetUserId: secondFactorResetRequests.targetUserId,
      requestedBy: secondFactorResetRequests.requestedBy,
      requestedAt: secondFactorResetRequests.requestedAt,
    })
    .from(secondFactorResetRequests)
    .where(eq(secondFactorResetRequests.status, 'PENDING'))
    .orderBy(desc(secondFactorResetRequests.requestedAt));
}

export type AccountPerson = { userId: string; firstName: string; lastName: string; role: 'ADMIN' | 'DOCTOR' | 'EMPLOYEE'; adminRole: 'SITE' | 'TECH' | null };

/** Names and roles of these accounts, whatever their role: what the pending list and the staff mail show of a person. */
export async function findAccountPeople(db: Executor, userIds: string[]): Promise<Map<string, AccountPerson>> {
  if (userIds.length === 0) return new Map();
  const rows = await withRoleRows(
    db
      .select({
        userId: users.id,
        role: users.role,
        adminRole: admins.adminRole,
        firstName: sql<string>`coalesce(${admins.firstName}, ${psychologists.firstName}, ${employees.firstName}, '')`,
        lastName: sql<string>`coalesce(${admins.lastName}, ${psychologists.lastName}, ${employees.lastName}, '')`,
      })
      .from(users)
      .$dynamic(),
  ).where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.userId, { ...row, adminRole: row.adminRole ?? null }]));
}

/** The sign-in address of every TECH administrator: each is told when a reset is approved. */
export async function findTechAdminEmails(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .innerJoin(admins, eq(admins.userId, users.id))
    .where(and(eq(admins.adminRole, 'TECH'), isNotNull(users.email)));
  return rows.map((row) => row.email!);
}
