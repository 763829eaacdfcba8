import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { ListQuery } from '@parenthese/shared';
import type { Executor } from '../../../db/client';
import { listPage, searchFilter } from '../../../db/list-page';
import { admins, auditLog, users } from '../../../db/schema';
import { isNotPendingTechCreation } from './tech-approvals';

export type AdminRow = { user: typeof users.$inferSelect; admin: typeof admins.$inferSelect };

/** Administrators by last name, searched on email and names. */
export async function listAdmins(db: Executor, query: ListQuery) {
  const where = searchFilter(query.search, [users.email, admins.firstName, admins.lastName]);
  return listPage<AdminRow>(query, {
    rows: (limit, offset) =>
      db.select({ user: users, admin: admins }).from(admins).innerJoin(users, eq(users.id, admins.userId)).where(where).orderBy(asc(admins.lastName), asc(users.email)).limit(limit).offset(offset),
    count: async () => (await db.select({ total: count() }).from(admins).innerJoin(users, eq(users.id, admins.userId)).where(where))[0]?.total ?? 0,
  });
}

export async function findAdmin(db: Executor, adminId: string): Promise<AdminRow | undefined> {
  const [row] = await db.select({ user: users, admin: admins }).from(admins).innerJoin(users, eq(users.id, admins.userId)).where(eq(admins.userId, adminId));
  return row;
}

export async function updateAdmin(tx: Executor, adminId: string, values: { firstName: string; lastName: string; phoneNumber: string; adminRole: 'SITE' | 'TECH' }, now: Date) {
  await tx.update(users).set({ updatedAt: now }).where(eq(users.id, adminId));
  await tx.update(admins).set({ firstName: values.firstName, lastName: values.lastName, phoneNumber: values.phoneNumber, adminRole: values.adminRole }).where(eq(admins.userId, adminId));
}

/** A TECH role once approved by a second TECH administrator (tech-approvals.ts). */
export async function setAdminRole(tx: Executor, adminId: string, adminRole: 'SITE' | 'TECH') {
  await tx.update(admins).set({ adminRole }).where(eq(admins.userId, adminId));
}

/**
 * The TECH administrators, counted under a transaction lock: two removals at once (deleting, or turning
 * TECH into SITE) cannot both see a second TECH account and leave none.
 */
export async function lockAndCountTechAdmins(tx: Executor) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('parenthese:tech-admins'))`);
  return countTechAdmins(tx);
}

export async function countTechAdmins(db: Executor) {
  const [row] = await db
    .select({ total: count() })
    .from(admins)
    .where(and(eq(admins.adminRole, 'TECH'), isNotPendingTechCreation(admins.userId)));
  return row?.total ?? 0;
}

export async function deleteAdminAccount(tx: Executor, adminId: string) {
  await tx.delete(users).where(eq(users.id, adminId));
}

/** How many audit entries each of these administrators is the actor of, in one grouped query (absent means 0). */
export async function countActionsByActor(db: Executor, adminIds: string[]): Promise<Map<string, number>> {
  if (adminIds.length === 0) return new Map();
  const rows = await db.select({ actorUserId: auditLog.actorUserId, total: count() }).from(auditLog).where(inArray(auditLog.actorUserId, adminIds)).groupBy(auditLog.actorUserId);
  return new Map(rows.map((row) => [row.actorUserId!, row.total]));
}
