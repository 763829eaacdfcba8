import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { withRoleRows } from '../../db/account-role-rows';
import { accountInvitations, admins, companies, psychologists, employees, techRoleApprovals, users } from '../../db/schema';
import type { InvitationToMail } from './invitation-links';

/** The invited person's first name, whichever role row holds it. */
const firstNameOfInvited = sql<string>`coalesce(${employees.firstName}, ${psychologists.firstName}, ${admins.firstName}, '')`;

/** A new TECH account waits for a second TECH administrator before anything is mailed (issue 33). */
const notAwaitingTechApproval = notExists(
  sql`(select 1 from ${techRoleApprovals} where ${techRoleApprovals.userId} = ${accountInvitations.userId} and ${techRoleApprovals.kind} = 'CREATION' and ${techRoleApprovals.approvedAt} is null)`,
);

/** The invitations of new accounts, not yet mailed (their link is made when the mail is written). */
export async function insertInvitations(db: Executor, rows: { userId: string; email: string }[]) {
  // Chunks keep each insert far below PostgreSQL's 65,535 parameters, whatever the import's size.
  for (let start = 0; start < rows.length; start += 5_000) {
    await db.insert(accountInvitations).values(rows.slice(start, start + 5_000).map((row) => ({ userId: row.userId, email: row.email.toLowerCase() })));
  }
}

/**
 * What an invitation mail needs of each invited, not yet activated account: the address, the first name,
 * and the employer (an employee) or the role (a psychologist, an administrator). A new TECH account
 * still awaiting its approval is left out.
 */
export async function findInvitationsToMail(db: Executor, userIds: string[]): Promise<InvitationToMail[]> {
  if (userIds.length === 0) return [];
  const rows = await withRoleRows(
    db
      .select({ userId: accountInvitations.userId, email: accountInvitations.email, firstName: firstNameOfInvited, role: users.role, companyName: companies.name })
      .from(accountInvitations)
      .innerJoin(users, eq(users.id, accountInvitations.userId))
      .$dynamic(),
  )
    .leftJoin(companies, eq(companies.id, employees.companyId))
    .where(and(sql`${accountInvitations.userId} = any(${sql.param(userIds)}::uuid[])`, isNull(accountInvitations.acceptedAt), notAwaitingTechApproval));
  return rows.map(({ role, companyName, ...invited }) => (role === 'EMPLOYEE' ? { ...invited, companyName: companyName ?? '' } : { ...invited, staffRole: role }));
}

/**
 * New links for these invitations, in one statement: each former link's digest is replaced, so it stops
 * working. Accepted invitations are left alone.
 */
export async function setInvitationLinks(db: Executor, links: { userId: string; tokenHash: string }[], sentAt: Date, expiresAt: Date) {
  if (links.length === 0) return;
  await db.execute(sql`
    update ${accountInvitations} set token_hash = link.token_hash, sent_at = ${sentAt.toISOString()}::timestamptz, expires_at = ${expiresAt.toISOString()}::timestamptz
    from unnest(${sql.param(links.map((link) => link.userId))}::uuid[], ${sql.param(links.map((link) => link.tokenHash))}::text[]) as link(user_id, token_hash)
    where ${accountInvitations.userId} = link.user_id and ${accountInvitations.acceptedAt} is null`);
}

/** The invitation a link points to, whatever its state (the page tells an expired link from a used one). */
export async function findInvitationByTokenHash(db: Executor, tokenHash: string) {
  const [row] = await withRoleRows(
    db
      .select({
        userId: accountInvitations.userId,
        email: accountInvitations.email,
        expiresAt: accountInvitations.expiresAt,
        acceptedAt: accountInvitations.acceptedAt,
        firstName: firstNameOfInvited,
        role: users.role,
      })
      .from(accountInvitations)
      .innerJoin(users, eq(users.id, accountInvitations.userId))
      .$dynamic(),
  ).where(eq(accountInvitations.tokenHash, tokenHash));
  return row;
}

/**
 * Accepts an invitation in one guarded statement: only a link not yet used and not expired matches,
 * so two clicks at the same moment cannot both succeed. The digest stays, so the used link is told apart from an unknown one.
 */
export async function claimInvitation(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .update(accountInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(accountInvitations.tokenHash, tokenHash), isNull(accountInvitations.acceptedAt), sql`${accountInvitations.expiresAt} > ${now}`))
    .returning({ userId: accountInvitations.userId, email: accountInvitations.email });
  if (!row) return undefined;
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, row.userId));
  return { ...row, role: user.role };
}

/** Whether a new TECH account still waits for its second TECH administrator's approval. */
export async function isAwaitingTechApproval(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: techRoleApprovals.id })
    .from(techRoleApprovals)
    .where(and(eq(techRoleApprovals.userId, userId), eq(techRoleApprovals.kind, 'CREATION'), isNull(techRoleApprovals.approvedAt)));
  return row !== undefined;
}

/** Whether the account has an invitation not yet accepted: it activates through its link, not a password reset. */
export async function hasPendingInvitation(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: accountInvitations.userId })
    .from(accountInvitations)
    .where(and(eq(accountInvitations.userId, userId), isNull(accountInvitations.acceptedAt)));
  return row !== undefined;
}

export type InvitationRow = { email: string; sentAt: Date | null; expiresAt: Date | null; acceptedAt: Date | null };

/** The invitation of one account, if it was invited. */
export async function findInvitationOf(db: Executor, userId: string): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select({ email: accountInvitations.email, sentAt: accountInvitations.sentAt, expiresAt: accountInvitations.expiresAt, acceptedAt: accountInvitations.acceptedAt })
    .from(accountInvitations)
    .where(eq(accountInvitations.userId, userId));
  return row;
}

/** Whether the account is locked (read in the activation's transaction). */
export async function isAccountLocked(db: Executor, userId: string) {
  const [row] = await db.select({ isLocked: users.isLocked }).from(users).where(eq(users.id, userId));
  return row?.isLocked ?? true;
}
