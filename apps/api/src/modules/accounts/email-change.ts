import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { emailChangeMessages, EMAIL_CHANGE_LIFETIME_HOURS, paths, type PendingEmailChange, type SuccessResponse } from '@parenthese/shared';
import type { Executor } from '../../db/client';
import { AppError, badRequest, conflict, tooManyRequests } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { takePointOrRefuse } from '../../plugins/rate-limiters';
import { markOtherResetTokensUsed } from '../auth/repository';
import { recordAudit } from './audit';
import { assertEmailAvailable } from './email-uniqueness';
import { emailChangeAddressTakenMail, emailChangeConfirmMail, emailChangeDoneMail, emailChangeRequestedMail } from './email-change-mails';
import * as repository from './email-change-repository';

const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newLinkToken = () => randomBytes(32).toString('base64url');

/** The account whose sign-in email someone asks to change. */
export type EmailChangeAccount = { id: string; email: string | null; isFirstConnection: boolean };

/**
 * What an edit did to the sign-in email:
 * - 'unchanged': the same address was sent;
 * - 'changed': an account still on its first connection (no history) took the address at once;
 * - 'confirmation-sent': the change waits for the link mailed to the new address.
 */
export type EmailChangeOutcome = 'unchanged' | 'changed' | 'confirmation-sent';

/** Request checks per link and per client address: a guesser meets a 429 long before a 256-bit token. */
const LINK_USES_PER_ADDRESS = { points: 30, durationSeconds: 15 * 60 };
/** Change requests one account may receive in an hour: each mails two addresses. */
const REQUESTS_PER_ACCOUNT = { points: 5, durationSeconds: 60 * 60 };

/**
 * A sign-in email changes only when its owner proves it (issue 20, docs/architecture.md "Insiders"):
 * whoever starts the change, the owner in their profile or an administrator in an edit form, the
 * account keeps its current email until the link mailed to the new address is followed; the current
 * address is told at once, with a link that refuses the change, and again when it is done.
 * Completing the change ends every open session of the account.
 */
export function createEmailChangeService(app: FastifyInstance) {
  const requestsPerAccount = app.rateLimiters.create({ keyPrefix: 'email-change-account', ...REQUESTS_PER_ACCOUNT });
  const linkUsesPerAddress = app.rateLimiters.create({ keyPrefix: 'email-change-link-ip', ...LINK_USES_PER_ADDRESS });
  const limitOptions = { log: app.log, limitName: 'email change' };
  const linkTo = (path: string) => `${app.config.appUrl.replace(/\/$/, '')}${path}`;

  /**
   * Within the caller's transaction (the rest of the edit is saved with it): applies or stages the
   * change of `account`'s email to `newEmail`. Mails are written to the outbox, with their delivery
   * jobs, in the same transaction: they go if and only if the edit commits.
   */
  async function request(tx: Executor, input: { account: EmailChangeAccount; newEmail: string; requestedBy: string }): Promise<{ outcome: EmailChangeOutcome; mailIds: string[] }> {
    const { account, requestedBy } = input;
    const newEmail = input.newEmail.trim().toLowerCase();
    if (newEmail === (account.email ?? '')) return { outcome: 'unchanged', mailIds: [] };

    if (account.isFirstConnection || !account.email) {
      // No history yet and nobody signed in: an administrator's correction takes effect at once, as before.
      await assertEmailAvailable(tx, newEmail, { exceptUserId: account.id });
      await repository.setFirstConnectionEmail(tx, account.id, newEmail);
      await repository.replacePendingEmailChange(tx, account.id);
      await markOtherResetTokensUsed(tx, account.id);
      return { outcome: 'changed', mailIds: [] };
    }

    await takePointOrRefuse(requestsPerAccount, account.id, { ...limitOptions, refuse: () => tooManyRequests(emailChangeMessages.tooManyRequests) });
    const confirmToken = newLinkToken();
    const refuseToken = newLinkToken();
    await repository.replacePendingEmailChange(tx, account.id);
    await repository.insertEmailChangeRequest(tx, {
      userId: account.id,
      newEmail,
      confirmTokenHash: hashLinkToken(confirmToken),
      refuseTokenHash: hashLinkToken(refuseToken),
      requestedBy,
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_LIFETIME_HOURS * 60 * 60 * 1000),
    });
    const requester = requestedBy === account.id ? 'owner' : 'administrator';
    await recordAudit(tx, { actorUserId: requestedBy, action: 'email-change.requested', target: { type: 'user', id: account.id }, details: { byOwner: requester === 'owner' } });
    // The asker gets the same answer whether the address is free or not; only its mailbox is told.
    const isAddressTaken = await assertEmailAvailable(tx, newEmail, { exceptUserId: account.id }).then(
      () => false,
      (error: unknown) => {
        if (error instanceof AppError && error.statusCode === 409) return true;
        throw error;
      },
    );
    const toNewAddress = isAddressTaken ? emailChangeAddressTakenMail(newEmail) : emailChangeConfirmMail(newEmail, linkTo(paths.confirmEmailChange(confirmToken)));
    const mailIds = [
      await app.mailer.queue(toNewAddress, tx),
      await app.mailer.queue(emailChangeRequestedMail({ to: account.email, newEmail, refuseLink: linkTo(paths.refuseEmailChange(refuseToken)), requester }), tx),
    ];
    return { outcome: 'confirmation-sent', mailIds };
  }

  async function useLink(clientAddress: string) {
    await takePointOrRefuse(linkUsesPerAddress, clientAddress, {
      ...limitOptions,
      refuse: (seconds) => tooManyRequests(`Trop de tentatives. Veuillez réessayer dans ${Math.ceil(seconds / 60)} minute(s).`),
    });
  }

  return {
    request,

    /** The pending, unexpired change of each account, for the screens that show it. */
    pendingFor: (db: Executor, userIds: string[]): Promise<Map<string, PendingEmailChange>> => repository.findPendingEmailChanges(db, userIds),

    /** The new address's link: the account's email becomes it, its sessions end, the former address is told. */
    async confirm(token: string, clientAddress: string): Promise<SuccessResponse> {
      await useLink(clientAddress);
      try {
        await app.db.transaction(async (tx) => {
          const claimed = await repository.claimEmailChange(tx, { confirmTokenHash: hashLinkToken(token) }, 'CONFIRMED');
          if (!claimed) throw badRequest(emailChangeMessages.invalidLink);
          // Taken by another account since the request: refused, and the request stays as it was.
          await assertEmailAvailable(tx, claimed.newEmail, { exceptUserId: claimed.userId }).catch(() => {
            throw conflict(emailChangeMessages.addressTaken);
          });
          const formerEmail = await repository.setConfirmedEmail(tx, { requestId: claimed.id, userId: claimed.userId, email: claimed.newEmail });
          // A reset link mailed to the former address must not outlive the change.
          await markOtherResetTokensUsed(tx, claimed.userId);
          await recordAudit(tx, { actorUserId: claimed.userId, action: 'email-change.confirmed', target: { type: 'user', id: claimed.userId } });
          if (formerEmail) await app.mailer.queue(emailChangeDoneMail({ to: formerEmail, newEmail: claimed.newEmail }), tx);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(emailChangeMessages.addressTaken);
        throw error;
      }
      return { success: true, message: emailChangeMessages.confirmed };
    },

    /** The current address's link: the pending change is dropped, nothing else changes. */
    async refuse(token: string, clientAddress: string): Promise<SuccessResponse> {
      await useLink(clientAddress);
      await app.db.transaction(async (tx) => {
        const claimed = await repository.claimEmailChange(tx, { refuseTokenHash: hashLinkToken(token) }, 'REFUSED');
        if (!claimed) throw badRequest(emailChangeMessages.invalidLink);
        await recordAudit(tx, { actorUserId: claimed.userId, action: 'email-change.refused', target: { type: 'user', id: claimed.userId } });
      });
      return { success: true, message: emailChangeMessages.refused };
    },
  };
}
export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
