import { createHash, randomBytes } from 'node:crypto';
import {
  EMAIL_CHANGE_LIFETIME_HOURS,
  EMAIL_CHANGE_PROPOSAL_DAYS,
  EMAIL_CHANGE_UNDO_DAYS,
  emailChangeMessages,
  paths,
  type EmailChangeProposalAnswer,
  type OwnerProof,
  type PendingEmailChange,
  type SuccessResponse,
} from '@parenthese/shared';
import type { Executor, Database } from '../../db/client';
import { AppError, badRequest, conflict, notFound, tooManyRequests } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { verifyPassword } from '../../lib/password-hashing';
import { takePointOrRefuse, type RateLimiterFactory } from '../../plugins/rate-limiters';
import { markOtherResetTokensUsed } from '../auth/repository';
import { createSignInThrottle } from '../auth/sign-in-throttle';
import { hashRecoveryCode } from '../second-factor/recovery-codes';
import { findSecondFactor, spendRecoveryCode } from '../second-factor/repository';
import { createSecondFactorService } from '../second-factor/service';
import { recordAudit } from './audit';
import { assertEmailAvailable } from './email-uniqueness';
import { emailChangeAddressTakenMail, emailChangeConfirmMail, emailChangeDoneMail, emailChangeProposedMail, emailChangeRequestedMail, emailChangeUndoneMail } from './email-change-mails';
import * as repository from './email-change-repository';
import { findAccountById } from './repository';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../mail/mailer';
import type { Config } from '../../config';
import type { FastifyBaseLogger } from 'fastify';
import type { Metrics } from '../metrics/metrics';

const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newLinkToken = () => randomBytes(32).toString('base64url');
const HOUR_MS = 60 * 60 * 1000;

/** The account whose sign-in email someone asks to change. */
export type EmailChangeAccount = { id: string; email: string | null; isFirstConnection: boolean };

/**
 * What an edit did to the sign-in email:
 * - 'unchanged': the same address was sent;
 * - 'changed': an account still on its first connection (no history), or without an address yet, took it at once;
 * - 'proposed': an administrator's proposal waits for the signed-in owner (no link mailed anywhere yet);
 * - 'confirmation-sent': the owner's change waits for the link mailed to the new address.
 */
export type EmailChangeOutcome = 'unchanged' | 'changed' | 'proposed' | 'confirmation-sent';

/** Request checks per link and per client address: a guesser meets a 429 long before a 256-bit token. */
const LINK_USES_PER_ADDRESS = { points: 30, durationSeconds: 15 * 60 };
/** Change requests one account may receive in an hour: each mails one or two addresses. */
const REQUESTS_PER_ACCOUNT = { points: 5, durationSeconds: 60 * 60 };

const fieldError = (field: string, message: string) => new AppError(400, message, { [field]: message });

/** What the service uses; the owner's checks (sign-in throttle, second factor) are built from the same. */
export type EmailChangeDeps = {
  db: Database;
  config: Config;
  mailer: Mailer;
  rateLimiters: RateLimiterFactory;
  log: FastifyBaseLogger;
  metrics: Metrics;
  clock: Clock;
};

/**
 * Only the owner changes a sign-in email (issue 33, decision 0043, replacing 0015 where they differ):
 * - an administrator's edit past the first connection only proposes an address: the current address
 *   is told, and nothing changes unless the owner, signed in, accepts it with their password and
 *   second factor;
 * - the owner's change (their own, or an accepted proposal) is confirmed from the new address; the
 *   current one is told at once with a refusal link;
 * - once confirmed, the former address can undo it for EMAIL_CHANGE_UNDO_DAYS.
 * Completing or undoing a change ends every open session of the account.
 */
export function createEmailChangeService(deps: EmailChangeDeps) {
  const { db, config, mailer, rateLimiters, log, clock } = deps;
  const requestsPerAccount = rateLimiters.create({ keyPrefix: 'email-change-account', ...REQUESTS_PER_ACCOUNT });
  const linkUsesPerAddress = rateLimiters.create({ keyPrefix: 'email-change-link-ip', ...LINK_USES_PER_ADDRESS });
  const limitOptions = { log, limitName: 'email change' };
  const linkTo = (path: string) => `${config.appUrl.replace(/\/$/, '')}${path}`;
  // Built on first use, from the same dependencies (the sign-in throttle is one per rate limiter factory).
  let ownerChecks: { throttle: ReturnType<typeof createSignInThrottle>; secondFactor: ReturnType<typeof createSecondFactorService> } | undefined;
  const checks = () => (ownerChecks ??= { throttle: createSignInThrottle(deps), secondFactor: createSecondFactorService(deps) });

  const takeRequestPoint = (userId: string) => takePointOrRefuse(requestsPerAccount, userId, { ...limitOptions, refuse: () => tooManyRequests(emailChangeMessages.tooManyRequests) });

  /** No history yet and nobody signed in (or no address at all): the address is set at once, as before. */
  async function setAtOnce(tx: Executor, account: EmailChangeAccount, newEmail: string) {
    await assertEmailAvailable(tx, newEmail, { exceptUserId: account.id });
    await repository.setFirstConnectionEmail(tx, account.id, newEmail, clock.now());
    await repository.replacePendingEmailChange(tx, account.id, clock.now());
    await markOtherResetTokensUsed(tx, account.id, clock.now());
  }

  const isDirect = (account: EmailChangeAccount) => account.isFirstConnection || !account.email;

  /**
   * The owner's change (their own or an accepted proposal): links to the new address (confirm) and
   * the current one (refuse). An address used by another account gets the same answer; only its
   * mailbox is told, with no link.
   */
  async function mailOwnerChangeLinks(tx: Executor, input: { currentEmail: string; newEmail: string; exceptUserId: string }) {
    const confirmToken = newLinkToken();
    const refuseToken = newLinkToken();
    const isAddressTaken = await assertEmailAvailable(tx, input.newEmail, { exceptUserId: input.exceptUserId }).then(
      () => false,
      (error: unknown) => {
        if (error instanceof AppError && error.statusCode === 409) return true;
        throw error;
      },
    );
    const toNewAddress = isAddressTaken ? emailChangeAddressTakenMail(input.newEmail) : emailChangeConfirmMail(input.newEmail, linkTo(paths.confirmEmailChange(confirmToken)));
    await mailer.queue(toNewAddress, tx);
    await mailer.queue(emailChangeRequestedMail({ to: input.currentEmail, newEmail: input.newEmail, refuseLink: linkTo(paths.refuseEmailChange(refuseToken)), requester: 'owner' }), tx);
    return { confirmTokenHash: hashLinkToken(confirmToken), refuseTokenHash: hashLinkToken(refuseToken), expiresAt: new Date(clock.now().getTime() + EMAIL_CHANGE_LIFETIME_HOURS * HOUR_MS) };
  }

  /**
   * The owner proves it is them: the current password (a wrong one counts against the sign-in
   * throttle), then, when the account has a second factor, a code from the app or a recovery code.
   */
  async function proveOwner(userId: string, proof: OwnerProof, clientAddress: string) {
    const account = await findAccountById(db, userId);
    if (!account) throw notFound(emailChangeMessages.proposalNotFound);
    const { throttle, secondFactor } = checks();
    const attempt = await throttle.begin(`account:${userId}`, clientAddress, null);
    if (!(await verifyPassword(account.passwordHash, proof.password))) {
      await attempt.failed();
      throw fieldError('password', emailChangeMessages.wrongPassword);
    }
    await attempt.succeeded();
    const factor = await findSecondFactor(db, userId);
    if (!factor?.enabledAt) return account;
    if (proof.code) {
      await secondFactor.confirmSensitiveAction(userId, proof.code, clientAddress);
      return account;
    }
    if (!proof.recoveryCode) throw fieldError('code', emailChangeMessages.codeRequired);
    const codeAttempt = await throttle.begin(`account:${userId}`, clientAddress, null);
    const isSpent = await db.transaction(async (tx) => {
      if (!(await spendRecoveryCode(tx, userId, hashRecoveryCode(proof.recoveryCode ?? '')))) return false;
      await recordAudit(tx, { actorUserId: userId, action: 'second-factor.recovery-code-used', target: { type: 'user', id: userId } });
      return true;
    });
    if (!isSpent) {
      await codeAttempt.failed();
      throw fieldError('recoveryCode', 'Code de secours invalide ou déjà utilisé.');
    }
    await codeAttempt.succeeded();
    return account;
  }

  /**
   * An administrator's edit form (psychologist, administrator), within its transaction. Past the first
   * connection the address is only proposed: the current address is told (no link), and nothing
   * changes unless the owner accepts it, signed in. Mails go through the outbox in the same
   * transaction: they go if and only if the edit commits.
   */
  async function propose(tx: Executor, input: { account: EmailChangeAccount; newEmail: string; proposedBy: string }): Promise<{ outcome: EmailChangeOutcome }> {
    const { account, proposedBy } = input;
    const newEmail = input.newEmail.trim().toLowerCase();
    if (newEmail === (account.email ?? '')) return { outcome: 'unchanged' };
    if (isDirect(account)) {
      await setAtOnce(tx, account, newEmail);
      return { outcome: 'changed' };
    }
    await takeRequestPoint(account.id);
    await repository.replacePendingEmailChange(tx, account.id, clock.now());
    await repository.insertEmailChangeRequest(tx, {
      status: 'AWAITING_OWNER',
      userId: account.id,
      newEmail,
      requestedBy: proposedBy,
      createdAt: clock.now(),
      expiresAt: new Date(clock.now().getTime() + EMAIL_CHANGE_PROPOSAL_DAYS * 24 * HOUR_MS),
    });
    await recordAudit(tx, { actorUserId: proposedBy, action: 'email-change.proposed', target: { type: 'user', id: account.id } });
    await mailer.queue(emailChangeProposedMail({ to: account.email ?? '', newEmail }), tx);
    return { outcome: 'proposed' };
  }

  /**
   * The owner's profile form, within its transaction: the address they already have, or a first one
   * (first connection, no address yet). Another address has its own form, which asks for the password
   * and the second factor (requestOwn).
   */
  async function applyProfileEmail(tx: Executor, input: { account: EmailChangeAccount; newEmail: string }): Promise<{ outcome: EmailChangeOutcome }> {
    const newEmail = input.newEmail.trim().toLowerCase();
    if (newEmail === (input.account.email ?? '')) return { outcome: 'unchanged' };
    if (!isDirect(input.account)) throw fieldError('mail', emailChangeMessages.useOwnChangeForm);
    await setAtOnce(tx, input.account, newEmail);
    return { outcome: 'changed' };
  }

  async function useLink(clientAddress: string) {
    await takePointOrRefuse(linkUsesPerAddress, clientAddress, {
      ...limitOptions,
      refuse: (seconds) => tooManyRequests(`Trop de tentatives. Veuillez réessayer dans ${Math.ceil(seconds / 60)} minute(s).`),
    });
  }

  return {
    propose,
    applyProfileEmail,

    /** The open, unexpired change (proposal or pending) of each account, for the screens that show it. */
    pendingFor: (db: Executor, userIds: string[]): Promise<Map<string, PendingEmailChange>> => repository.findPendingEmailChanges(db, userIds, clock.now()),

    /** The proposal waiting for the signed-in owner, if any. */
    async proposalFor(userId: string): Promise<EmailChangeProposalAnswer> {
      const proposal = await repository.findOpenProposal(db, userId, clock.now());
      return { proposal: proposal ? { mail: proposal.newEmail, proposedAt: proposal.createdAt.toISOString(), expiresAt: proposal.expiresAt.toISOString() } : null };
    },

    /** The owner accepts the administrator's proposal, with their password and second factor: it becomes their own change. */
    async acceptProposal(userId: string, proof: OwnerProof, clientAddress: string): Promise<SuccessResponse> {
      const account = await proveOwner(userId, proof, clientAddress);
      await db.transaction(async (tx) => {
        const proposal = await repository.findOpenProposal(tx, userId, clock.now(), { lock: true });
        if (!proposal || !account.email) throw conflict(emailChangeMessages.proposalNotFound);
        const links = await mailOwnerChangeLinks(tx, { currentEmail: account.email, newEmail: proposal.newEmail, exceptUserId: userId });
        await repository.acceptProposal(tx, proposal.id, links);
        await recordAudit(tx, { actorUserId: userId, action: 'email-change.proposal-accepted', target: { type: 'user', id: userId } });
      });
      return { success: true, message: emailChangeMessages.confirmationSent };
    },

    /** The owner declines the administrator's proposal: nothing changes. */
    async declineProposal(userId: string): Promise<SuccessResponse> {
      await db.transaction(async (tx) => {
        const proposal = await repository.findOpenProposal(tx, userId, clock.now(), { lock: true });
        if (!proposal) throw conflict(emailChangeMessages.proposalNotFound);
        await repository.declineProposal(tx, proposal.id, clock.now());
        await recordAudit(tx, { actorUserId: userId, action: 'email-change.proposal-declined', target: { type: 'user', id: userId } });
      });
      return { success: true, message: emailChangeMessages.proposalDeclined };
    },

    /** « Changer d'adresse » on the owner's own page: password and second factor, then the links of an owner change. */
    async requestOwn(userId: string, input: OwnerProof & { mail: string }, clientAddress: string): Promise<SuccessResponse> {
      const account = await proveOwner(userId, input, clientAddress);
      const newEmail = input.mail.trim().toLowerCase();
      if (newEmail === (account.email ?? '')) throw fieldError('mail', 'Cette adresse est déjà votre adresse de connexion.');
      await db.transaction(async (tx) => {
        const emailAccount = { id: userId, email: account.email, isFirstConnection: account.isFirstConnection };
        if (isDirect(emailAccount)) return setAtOnce(tx, emailAccount, newEmail);
        await takeRequestPoint(userId);
        await repository.replacePendingEmailChange(tx, userId, clock.now());
        const links = await mailOwnerChangeLinks(tx, { currentEmail: account.email ?? '', newEmail, exceptUserId: userId });
        await repository.insertEmailChangeRequest(tx, { status: 'PENDING', userId, newEmail, requestedBy: userId, createdAt: clock.now(), ...links });
        await recordAudit(tx, { actorUserId: userId, action: 'email-change.requested', target: { type: 'user', id: userId }, details: { byOwner: true } });
      });
      return { success: true, message: emailChangeMessages.confirmationSent };
    },

    /** The new address's link: the account's email becomes it, its sessions end, the former address is told. */
    async confirm(token: string, clientAddress: string): Promise<SuccessResponse> {
      await useLink(clientAddress);
      try {
        await db.transaction(async (tx) => {
          const claimed = await repository.claimEmailChange(tx, { confirmTokenHash: hashLinkToken(token) }, 'CONFIRMED', clock.now());
          if (!claimed) throw badRequest(emailChangeMessages.invalidLink);
          // Taken by another account since the request: refused, and the request stays as it was.
          await assertEmailAvailable(tx, claimed.newEmail, { exceptUserId: claimed.userId }).catch(() => {
            throw conflict(emailChangeMessages.addressTaken);
          });
          const formerEmail = await repository.setConfirmedEmail(tx, { requestId: claimed.id, userId: claimed.userId, email: claimed.newEmail }, clock.now());
          // A reset link mailed to the former address must not outlive the change.
          await markOtherResetTokensUsed(tx, claimed.userId, clock.now());
          await recordAudit(tx, { actorUserId: claimed.userId, action: 'email-change.confirmed', target: { type: 'user', id: claimed.userId } });
          if (formerEmail) {
            const undoToken = newLinkToken();
            await repository.setUndoLink(tx, claimed.id, { undoTokenHash: hashLinkToken(undoToken), undoExpiresAt: new Date(clock.now().getTime() + EMAIL_CHANGE_UNDO_DAYS * 24 * HOUR_MS) });
            await mailer.queue(emailChangeDoneMail({ to: formerEmail, newEmail: claimed.newEmail, undoLink: linkTo(paths.undoEmailChange(undoToken)) }), tx);
          }
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
      await db.transaction(async (tx) => {
        const claimed = await repository.claimEmailChange(tx, { refuseTokenHash: hashLinkToken(token) }, 'REFUSED', clock.now());
        if (!claimed) throw badRequest(emailChangeMessages.invalidLink);
        await recordAudit(tx, { actorUserId: claimed.userId, action: 'email-change.refused', target: { type: 'user', id: claimed.userId } });
      });
      return { success: true, message: emailChangeMessages.refused };
    },

    /**
     * The former address's « Ce n'était pas moi » link: the account gets that address back, every
     * session ends, pending reset links die, and the restored address is told to change the password.
     */
    async undo(token: string, clientAddress: string): Promise<SuccessResponse> {
      await useLink(clientAddress);
      try {
        await db.transaction(async (tx) => {
          const claimed = await repository.claimUndo(tx, hashLinkToken(token), clock.now());
          if (!claimed?.previousEmail) throw badRequest(emailChangeMessages.undoInvalidLink);
          await assertEmailAvailable(tx, claimed.previousEmail, { exceptUserId: claimed.userId }).catch(() => {
            throw conflict(emailChangeMessages.addressTaken);
          });
          await repository.restoreEmail(tx, claimed.userId, claimed.previousEmail, clock.now());
          await repository.replacePendingEmailChange(tx, claimed.userId, clock.now());
          await markOtherResetTokensUsed(tx, claimed.userId, clock.now());
          await recordAudit(tx, { actorUserId: claimed.userId, action: 'email-change.undone', target: { type: 'user', id: claimed.userId } });
          await mailer.queue(emailChangeUndoneMail(claimed.previousEmail), tx);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(emailChangeMessages.addressTaken);
        throw error;
      }
      return { success: true, message: emailChangeMessages.undone };
    },
  };
}
export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
