import { and, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { personMessages } from '@parenthese/shared';
import type { Executor } from '../../db/client';
import { accountInvitations, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';

export const EMAIL_TAKEN = personMessages.emailTaken;

/** 409 with the sentence on the form's email field (`mail` unless the contract names it otherwise). */
export const emailTaken = (field = 'mail') => new AppError(409, EMAIL_TAKEN, { [field]: EMAIL_TAKEN });

/**
 * Refuses an email already used by another account (any role), or held by an invitation not yet
 * accepted (an invited employee's work email, issue 24). Emails are stored lower-cased.
 */
export async function assertEmailAvailable(db: Executor, email: string, options: { exceptUserId?: string; field?: string } = {}) {
  const taken = await findTakenEmails(db, [email], options);
  if (taken.size > 0) throw emailTaken(options.field);
}

/** Which of these (lower-cased) emails an account or a pending invitation already holds, in one query each. */
export async function findTakenEmails(db: Executor, emails: string[], options: { exceptUserId?: string } = {}): Promise<Set<string>> {
  const wanted = [...new Set(emails.map((email) => email.toLowerCase()))];
  if (wanted.length === 0) return new Set();
  // One array parameter, whatever the number of emails (an import gives thousands).
  const onAccounts: SQL[] = [sql`${users.email} = any(${sql.param(wanted)}::text[])`];
  const onInvitations: SQL[] = [sql`${accountInvitations.email} = any(${sql.param(wanted)}::text[])`, isNull(accountInvitations.acceptedAt)];
  if (options.exceptUserId) {
    onAccounts.push(ne(users.id, options.exceptUserId));
    onInvitations.push(ne(accountInvitations.userId, options.exceptUserId));
  }
  const accounts = await db
    .select({ email: users.email })
    .from(users)
    .where(and(...onAccounts));
  const invitations = await db
    .select({ email: accountInvitations.email })
    .from(accountInvitations)
    .where(and(...onInvitations));
  return new Set([...accounts, ...invitations].map((row) => row.email).filter((email): email is string => email !== null));
}

/**
 * Runs a write that may set an email: two accounts saving the same address at the same moment both
 * pass the check, and the unique index decides. Its violation becomes the same 409.
 */
export async function withEmailUniqueness<T>(write: () => Promise<T>, field = 'mail'): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken(field);
    throw error;
  }
}
