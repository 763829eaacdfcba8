import { createHash, randomBytes } from 'node:crypto';
import { INVITATION_LIFETIME_DAYS, paths } from '@parenthese/shared';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { employeeInvitationMail, staffInvitationMail } from './invitation-mail';
import { findInvitationsToMail, setInvitationLinks } from './repository';

/** What writing invitation mails needs: the outbox, and the web app's address for the link. */
export type InvitationMailDeps = { mailer: Pick<Mailer, 'queueAll'>; config: Pick<Config, 'appUrl'> };

/** Only this digest is stored: a database leak gives no usable link (as the password reset's). */
export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

const MAILS_PER_INSERT = 500;

/** An invited account and what its mail says: an employee's names the employer, a psychologist's or an administrator's their role. */
export type InvitationToMail = { userId: string; email: string; firstName: string } & ({ companyName: string } | { staffRole: 'DOCTOR' | 'ADMIN' });

export const invitationExpiresAt = (sentAt: Date) => new Date(sentAt.getTime() + INVITATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000);

/**
 * Writes the invitation mail of each of these invited accounts to the outbox, with its delivery job,
 * in the caller's transaction: each gets a new single-use link valid INVITATION_LIFETIME_DAYS days
 * from `now`, and any link mailed before stops working. Accounts already activated, or never invited,
 * are skipped. Answers the user ids mailed.
 *
 * Called by `createEmployeeAccounts` for a manual creation, later by an import once its whole file is
 * created (`sendInvitations: false` there), by the creation of a psychologist or an administrator (a new
 * TECH one once approved), and by « Renvoyer l'invitation ».
 */
export async function writeInvitationMails(tx: Executor, deps: InvitationMailDeps, input: { userIds: string[]; now: Date }): Promise<string[]> {
  const invitations = await findInvitationsToMail(tx, input.userIds);
  await writeInvitationMailsFor(tx, deps, invitations, input.now);
  return invitations.map((invitation) => invitation.userId);
}

/** writeInvitationMails for invitations whose mail details the caller already has (a creation in progress). */
export async function writeInvitationMailsFor(tx: Executor, deps: InvitationMailDeps, invitations: InvitationToMail[], now: Date): Promise<void> {
  const expiresAt = invitationExpiresAt(now);
  const origin = deps.config.appUrl.replace(/\/$/, '');
  const tokens = invitations.map(() => randomBytes(32).toString('base64url'));
  await setInvitationLinks(
    tx,
    invitations.map((invitation, index) => ({ userId: invitation.userId, tokenHash: hashInvitationToken(tokens[index]) })),
    now,
    expiresAt,
  );
  const mails = invitations.map((invitation, index) => {
    const link = `${origin}${paths.acceptInvitation(tokens[index])}`;
    return 'staffRole' in invitation
      ? staffInvitationMail({ to: invitation.email, firstName: invitation.firstName, role: invitation.staffRole, link })
      : employeeInvitationMail({ to: invitation.email, firstName: invitation.firstName, companyName: invitation.companyName, link });
  });
  // About ten parameters a mail: chunks keep each insert far below PostgreSQL's 65,535.
  for (let start = 0; start < mails.length; start += MAILS_PER_INSERT) await deps.mailer.queueAll(mails.slice(start, start + MAILS_PER_INSERT), tx);
}
