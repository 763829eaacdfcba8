import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { CONTACT_EMAIL_LINK_HOURS, contactEmailMessages, paths, type EmployeeMailPreferences, type EmployeeMailPreferencesUpdate, type SuccessResponse } from '@parenthese/shared';
import type { Executor } from '../../db/client';
import { employeeMailPreferences, users } from '../../db/schema';
import { AppError, badRequest, tooManyRequests } from '../../lib/app-error';
import { takePointOrRefuse } from '../../plugins/rate-limiters';
import { contactEmailConfirmMail } from './contact-email-mail';
import type { Services } from '../services';

const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');
const HOUR_MS = 60 * 60 * 1000;
/** Link checks per client address: a guesser meets a 429 long before a 256-bit token. */
const LINK_USES_PER_ADDRESS = { points: 30, durationSeconds: 15 * 60 };

/**
 * Puts a personal address in waiting and mails it its link, in the caller's transaction: it is used
 * only once followed; the address in use (if any) stays meanwhile. The sign-in email is refused: it
 * needs no second copy.
 */
export async function startContactEmailConfirmation(
  deps: Pick<Services, 'config' | 'db' | 'log' | 'mailer' | 'rateLimiters' | 'clock'>,
  tx: Executor,
  input: { userId: string; signInEmail: string | null; contactEmail: string; isDetailedSubject?: boolean },
) {
  if (input.signInEmail?.toLowerCase() === input.contactEmail) {
    throw new AppError(400, contactEmailMessages.sameAsSignIn, { contactEmail: contactEmailMessages.sameAsSignIn });
  }
  const token = randomBytes(32).toString('base64url');
  const changes = {
    pendingContactEmail: input.contactEmail,
    pendingTokenHash: hashLinkToken(token),
    pendingExpiresAt: new Date(deps.clock.now().getTime() + CONTACT_EMAIL_LINK_HOURS * HOUR_MS),
    updatedAt: deps.clock.now(),
    ...(input.isDetailedSubject === undefined ? {} : { isDetailedSubject: input.isDetailedSubject }),
  };
  await tx
    .insert(employeeMailPreferences)
    .values({ userId: input.userId, ...changes })
    .onConflictDoUpdate({ target: employeeMailPreferences.userId, set: changes });
  const link = `${deps.config.appUrl.replace(/\/$/, '')}${paths.confirmContactEmail(token)}`;
  await deps.mailer.queue(contactEmailConfirmMail(input.contactEmail, link), tx);
}

const NONE: EmployeeMailPreferences = { contactEmail: null, pendingContactEmail: null, isDetailedSubject: false };

/**
 * An employee's choices for the mails about their use (decision 0047): a personal address, used only
 * once its owner followed the link mailed to it, and detailed subjects instead of the neutral one.
 * The mailer reads them when it writes such a mail (mail/employee-recipient.ts).
 */
export function createMailPreferencesService(deps: Pick<Services, 'config' | 'db' | 'log' | 'mailer' | 'rateLimiters' | 'clock'>) {
  const linkUsesPerAddress = deps.rateLimiters.create({ keyPrefix: 'contact-email-link-ip', ...LINK_USES_PER_ADDRESS });

  async function read(userId: string): Promise<EmployeeMailPreferences> {
    const [row] = await deps.db.select().from(employeeMailPreferences).where(eq(employeeMailPreferences.userId, userId));
    if (!row) return NONE;
    // A link past its time is as good as none: the address is not waiting any more.
    const isPending = row.pendingContactEmail !== null && row.pendingExpiresAt !== null && row.pendingExpiresAt.getTime() > deps.clock.now().getTime();
    return { contactEmail: row.contactEmail, pendingContactEmail: isPending ? row.pendingContactEmail : null, isDetailedSubject: row.isDetailedSubject };
  }

  /**
   * Saves the subject choice, and the address: '' removes it (and any waiting one) at once; a new one
   * waits for its link, the current one stays in use meanwhile; the same one changes nothing.
   */
  async function update(userId: string, input: EmployeeMailPreferencesUpdate): Promise<EmployeeMailPreferences> {
    await deps.db.transaction(async (tx) => {
      const [current] = await tx.select().from(employeeMailPreferences).where(eq(employeeMailPreferences.userId, userId)).for('update');
      if (input.contactEmail !== '' && input.contactEmail !== current?.contactEmail) {
        const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
        await startContactEmailConfirmation(deps, tx, { userId, signInEmail: account?.email ?? null, contactEmail: input.contactEmail, isDetailedSubject: input.isDetailedSubject });
        return;
      }
      const changes = {
        isDetailedSubject: input.isDetailedSubject,
        updatedAt: deps.clock.now(),
        ...(input.contactEmail === '' ? { contactEmail: null, pendingContactEmail: null, pendingTokenHash: null, pendingExpiresAt: null } : {}),
      };
      await tx
        .insert(employeeMailPreferences)
        .values({ userId, ...changes })
        .onConflictDoUpdate({ target: employeeMailPreferences.userId, set: changes });
    });
    return read(userId);
  }

  /** The link mailed to the personal address: from now on the employee's mails go there. */
  async function confirm(token: string, clientAddress: string): Promise<SuccessResponse> {
    await takePointOrRefuse(linkUsesPerAddress, clientAddress, { log: deps.log, limitName: 'contact email link', refuse: () => tooManyRequests(contactEmailMessages.tooManyAttempts) });
    const rows = await deps.db
      .update(employeeMailPreferences)
      .set({ contactEmail: sql`${employeeMailPreferences.pendingContactEmail}`, pendingContactEmail: null, pendingTokenHash: null, pendingExpiresAt: null, updatedAt: deps.clock.now() })
      .where(and(eq(employeeMailPreferences.pendingTokenHash, hashLinkToken(token)), gt(employeeMailPreferences.pendingExpiresAt, deps.clock.now())))
      .returning({ userId: employeeMailPreferences.userId });
    if (rows.length === 0) throw badRequest(contactEmailMessages.invalidLink);
    return { success: true, message: contactEmailMessages.confirmed };
  }

  return { read, update, confirm };
}
