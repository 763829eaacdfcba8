import { and, eq, inArray, isNull, sql, type AnyColumn } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { techRoleApprovals, users } from '../../../db/schema';

export type TechApprovalRow = typeof techRoleApprovals.$inferSelect;

/**
 * Asks for a second TECH administrator's approval of this account's TECH role. A request already
 * waiting stays as it is (the same approval is asked); one expired unapproved is replaced, so its
 * 24 hours start again.
 */
export async function requestTechApproval(tx: Executor, input: { userId: string; kind: TechApprovalRow['kind']; requestedBy: string; now: Date; isExpired: (row: TechApprovalRow) => boolean }) {
  const current = await pendingTechApprovalOf(tx, input.userId);
  if (current && !input.isExpired(current) && current.kind === input.kind) return { isNew: false };
  if (current) await tx.delete(techRoleApprovals).where(eq(techRoleApprovals.id, current.id));
  await tx.insert(techRoleApprovals).values({ userId: input.userId, kind: input.kind, requestedBy: input.requestedBy, requestedAt: input.now });
  return { isNew: true };
}

/** Withdraws an administrator's role change to TECH still waiting (the role was set back to SITE). */
export async function withdrawRoleChange(tx: Executor, userId: string) {
  await tx.delete(techRoleApprovals).where(and(eq(techRoleApprovals.userId, userId), eq(techRoleApprovals.kind, 'ROLE_CHANGE'), isNull(techRoleApprovals.approvedAt)));
}

export async function pendingTechApprovalOf(db: Executor, userId: string): Promise<TechApprovalRow | undefined> {
  const [row] = await db
    .select()
    .from(techRoleApprovals)
    .where(and(eq(techRoleApprovals.userId, userId), isNull(techRoleApprovals.approvedAt)));
  return row;
}

/** The requests waiting for these accounts, in one query. */
export async function pendingTechApprovalsOf(db: Executor, userIds: string[]): Promise<Map<string, TechApprovalRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(techRoleApprovals)
    .where(and(inArray(techRoleApprovals.userId, userIds), isNull(techRoleApprovals.approvedAt)));
  return new Map(rows.map((row) => [row.userId, row]));
}

/** Approves the request in one guarded statement: two approvers at the same moment cannot both succeed. */
export async function markTechApprovalApproved(tx: Executor, requestId: string, approverId: string, now: Date) {
  const [row] = await tx
    .update(techRoleApprovals)
    .set({ approvedBy: approverId, approvedAt: now })
    .where(and(eq(techRoleApprovals.id, requestId), isNull(techRoleApprovals.approvedAt)))
    .returning({ id: techRoleApprovals.id });
  return row !== undefined;
}

/** When the approver's own account was created: one younger than APPROVER_MIN_ACCOUNT_AGE_DAYS approves nothing. */
export async function accountCreatedAt(db: Executor, userId: string, now: Date): Promise<Date> {
  const [row] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  return row?.createdAt ?? now;
}

/** SQL: the admin account is not a new TECH account still awaiting its approval (it cannot sign in, so counts as no TECH). */
export const isNotPendingTechCreation = (userIdColumn: AnyColumn) =>
  sql`not exists (select 1 from ${techRoleApprovals} where ${techRoleApprovals.userId} = ${userIdColumn} and ${techRoleApprovals.kind} = 'CREATION' and ${techRoleApprovals.approvedAt} is null)`;
