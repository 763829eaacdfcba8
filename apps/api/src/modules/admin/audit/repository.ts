import { and, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { AUDIT_ACCOUNT_ACCESS_ACTIONS, AUDIT_PRESENTATION_ACTIONS, type ListQuery } from '@parenthese/shared';
import type { Executor } from '../../../db/client';
import { countRows, listPage, searchPattern } from '../../../db/list-page';
import { accountColumns } from '../../../db/account-columns';
import { withRoleRows } from '../../../db/account-role-rows';
import { admins, auditLog, companies, contactRequests, psychologists, employees, users } from '../../../db/schema';

export type AuditLogRow = Pick<typeof auditLog.$inferSelect, 'id' | 'actorUserId' | 'actorRole' | 'action' | 'targetType' | 'targetId' | 'details' | 'createdAt'>;

export type AuditLogFilter = ListQuery & {
  actorId?: string;
  targetId?: string;
  /** Actions whose French label matches the search (rules/audit-actions.ts): labels are not in the database. */
  labelledActions: string[];
};

/**
 * The rows the journal shows: administrators' (still there or deleted), actorless ones (anonymous
 * askers, the platform), anyone's actions on how an account signs in, and a psychologist's changes to
 * their presentation. Psychologists' and employees' other actions are theirs, not staff actions.
 */
const shownInJournal = or(
  eq(auditLog.actorRole, 'ADMIN'),
  and(isNull(auditLog.actorUserId), isNull(auditLog.actorRole)),
  inArray(auditLog.action, [...AUDIT_ACCOUNT_ACCESS_ACTIONS, ...AUDIT_PRESENTATION_ACTIONS]),
);

/** The search box: the action (its machine name or French label), or the administrator's name or email. */
function searchCondition(db: Executor, search: string, labelledActions: string[]) {
  if (!search.trim()) return undefined;
  const pattern = searchPattern(search);
  const administratorsFound = db
    .select({ id: admins.userId })
    .from(admins)
    .innerJoin(users, eq(users.id, admins.userId))
    .where(or(ilike(users.email, pattern), ilike(sql`${admins.firstName} || ' ' || ${admins.lastName}`, pattern)));
  return or(ilike(auditLog.action, pattern), labelledActions.length > 0 ? inArray(auditLog.action, labelledActions) : undefined, inArray(auditLog.actorUserId, administratorsFound));
}

/** Newest first; rows of the same instant in the reverse order they were written. */
export async function listAuditLog(db: Executor, filter: AuditLogFilter) {
  const where = and(
    shownInJournal,
    filter.actorId ? eq(auditLog.actorUserId, filter.actorId) : undefined,
    filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined,
    searchCondition(db, filter.search, filter.labelledActions),
  );
  return listPage<AuditLogRow>(filter, {
    rows: (limit, offset) =>
      db
        .select({
          id: auditLog.id,
          actorUserId: auditLog.actorUserId,
          actorRole: auditLog.actorRole,
          action: auditLog.action,
          targetType: auditLog.targetType,
          targetId: auditLog.targetId,
          details: auditLog.details,
          createdAt: auditLog.createdAt,
        })
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.sequence))
        .limit(limit)
        .offset(offset),
    count: () => countRows(db, auditLog, where),
  });
}

/** What the journal says of an account: its role, names, email or identifier and, for an employee, the company. */
export type AccountSummary = Awaited<ReturnType<typeof findAccountSummaries>>[number];

export async function findAccountSummaries(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return [];
  return withRoleRows(
    db
      .select({
        ...accountColumns,
        adminFirstName: admins.firstName,
        adminLastName: admins.lastName,
        psychologistFirstName: psychologists.firstName,
        psychologistLastName: psychologists.lastName,
        employeeFirstName: employees.firstName,
        employeeLastName: employees.lastName,
        companyName: companies.name,
      })
      .from(users)
      .$dynamic(),
  )
    .leftJoin(companies, eq(companies.id, employees.companyId))
    .where(inArray(users.id, userIds));
}

export async function findCompanyNames(db: Executor, companyIds: string[]): Promise<Map<string, string>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, companyIds));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The company a demonstration request came from (what the demo-requests list shows first). */
export async function findContactRequestCompanies(db: Executor, requestIds: string[]): Promise<Map<string, string>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db.select({ id: contactRequests.id, companyName: contactRequests.companyName }).from(contactRequests).where(inArray(contactRequests.id, requestIds));
  return new Map(rows.map((row) => [row.id, row.companyName]));
}
