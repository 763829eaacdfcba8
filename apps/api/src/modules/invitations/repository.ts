import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, employeeInvitations, employees, users } from '../../db/schema';

/** The invitations of new accounts, not yet mailed (their link is made when the mail is written). */
export async function insertInvitations(db: Executor, rows: { userId: string; email: string }[]) {
  // Chunks keep each insert far below PostgreSQL's 65,535 parameters, whatever the import's size.
  for (let start = 0; start < rows.length; start += 5_000) {
    await db.insert(employeeInvitations).values(rows.slice(start, start + 5_000).map((row) => ({ userId: row.userId, email: row.email.toLowerCase() })));
  }
}

/** What an invitation mail needs of each invited, not yet activated account: the address, the first name, the employer. */
export async function findInvitationsToMail(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: employeeInvitations.userId, email: employeeInvitations.email, firstName: employees.firstName, companyName: companies.name })
    .from(employeeInvitations)
    .innerJoin(employees, eq(employees.userId, employeeInvitations.userId))
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .where(and(sql`${employeeInvitations.userId} = any(${sql.param(userIds)}::uuid[])`, isNull(employeeInvitations.acceptedAt)));
}

/**
 * New links for these invitations, in one statement: each former link's digest is replaced, so it stops
 * working. Accepted invitations are left alone.
 */
export async function setInvitationLinks(db: Executor, links: { userId: string; tokenHash: string }[], sentAt: Date, expiresAt: Date) {
  if (links.length === 0) return;
  await db.execute(sql`
    update ${employeeInvitations} set token_hash = link.token_hash, sent_at = ${sentAt.toISOString()}::timestamptz, expires_at = ${expiresAt.toISOString()}::timestamptz
    from unnest(${sql.param(links.map((link) => link.userId))}::uuid[], ${sql.param(links.map((link) => link.tokenHash))}::text[]) as link(user_id, token_hash)
    where ${employeeInvitations.userId} = link.user_id and ${employeeInvitations.acceptedAt} is null`);
}

/** The invitation a link points to, whatever its state (the page tells an expired link from a used one). */
export async function findInvitationByTokenHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      userId: employeeInvitations.userId,
      email: employeeInvitations.email,
      expiresAt: employeeInvitations.expiresAt,
      acceptedAt: employeeInvitations.acceptedAt,
      firstName: employees.firstName,
    })
    .from(employeeInvitations)
    .innerJoin(employees, eq(employees.userId, employeeInvitations.userId))
    .where(eq(employeeInvitations.tokenHash, tokenHash));
  return row;
}

/**
 * Accepts an invitation in one guarded statement: only a link not yet used and not expired matches,
 * so two clicks at the same moment cannot both succeed. The digest stays, so the used link is told apart from an unknown one.
 */
export async function claimInvitation(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .update(employeeInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(employeeInvitations.tokenHash, tokenHash), isNull(employeeInvitations.acceptedAt), sql`${employeeInvitations.expiresAt} > ${now}`))
    .returning({ userId: employeeInvitations.userId, email: employeeInvitations.email });
  return row;
}

export type InvitationRow = { email: string; sentAt: Date | null; expiresAt: Date | null; acceptedAt: Date | null };

/** The invitation of one account, if it was invited. */
export async function findInvitationOf(db: Executor, userId: string): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select({ email: employeeInvitations.email, sentAt: employeeInvitations.sentAt, expiresAt: employeeInvitations.expiresAt, acceptedAt: employeeInvitations.acceptedAt })
    .from(employeeInvitations)
    .where(eq(employeeInvitations.userId, userId));
  return row;
}

/** Whether the account is locked (read in the activation's transaction). */
export async function isAccountLocked(db: Executor, userId: string) {
  const [row] = await db.select({ isLocked: users.isLocked }).from(users).where(eq(users.id, userId));
  return row?.isLocked ?? true;
}
