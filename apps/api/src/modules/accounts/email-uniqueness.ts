import { and, eq, ne, type SQL } from 'drizzle-orm';
import { personMessages } from '@parenthese/shared';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';

export const EMAIL_TAKEN = personMessages.emailTaken;

/** 409 with the sentence on the form's email field (`mail` unless the contract names it otherwise). */
export const emailTaken = (field = 'mail') => new AppError(409, EMAIL_TAKEN, { [field]: EMAIL_TAKEN });

/** Refuses an email already used by another account (any role). Emails are stored lower-cased. */
export async function assertEmailAvailable(db: Executor, email: string, options: { exceptUserId?: string; field?: string } = {}) {
  const conditions: SQL[] = [eq(users.email, email.toLowerCase())];
  if (options.exceptUserId) conditions.push(ne(users.id, options.exceptUserId));
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(...conditions))
    .limit(1);
  if (row) throw emailTaken(options.field);
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
