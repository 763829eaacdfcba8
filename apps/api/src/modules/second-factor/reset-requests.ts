import { createHash, randomBytes } from 'node:crypto';
import {
  FOUR_EYES_APPROVAL_HOURS,
  RESET_NOTICE_LOOKBACK_DAYS,
  fourEyesMessages,
  fourEyesRefusal,
  isResetHeldByEmailChange,
  paths,
  secondFactorResetMessages as messages,
  type SecondFactorResetRequestsResponse,
  type SuccessResponse,
} from '@parenthese/shared';
import type { Executor } from '../../db/client';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import type { AuthenticatedUser } from '../../plugins/auth';
import { takePointOrRefuse } from '../../plugins/rate-limiters';
import { recordAudit } from '../accounts/audit';
import { emailBeforeChangesSince, lastEmailChangeAt } from '../accounts/email-change-repository';
import { findAccountById } from '../accounts/repository';
import { endSessions } from '../sessions/repository';
import { deleteSecondFactor, findSecondFactor } from './repository';
import { NOT_ENABLED, OWN_RESET_REFUSED } from './service';
import * as requests from './reset-requests-repository';
import { secondFactorResetApprovedStaffMail, secondFactorResetMail, secondFactorResetRequestedMail } from './second-factor-mails';
import type { Services } from '../services';

/** Refusal-link checks per client address: a guesser meets a 429 long before a 256-bit token. */
const LINK_USES_PER_ADDRESS = { points: 30, durationSeconds: 15 * 60 };

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newLinkToken = () => randomBytes(32).toString('base64url');
const approvalDeadline = (requestedAt: Date) => new Date(requestedAt.getTime() + FOUR_EYES_APPROVAL_HOURS * HOUR_MS);
const fullName = (person: requests.AccountPerson | undefined) => (person ? `${person.firstName} ${person.lastName}`.trim() || 'un compte sans nom' : 'un compte supprimé');

/**
 * The four-eyes second-factor reset (issue 33, decision 0044): a TECH administrator asks, the owner is
 * told at the address the account had before any recent change (where an attacker who just changed it
 * cannot read it) and may refuse, and another established TECH administrator approves within
 * FOUR_EYES_APPROVAL_HOURS; only then is the factor removed. Every step is audited.
 */
export function createResetRequestService(deps: Pick<Services, 'config' | 'db' | 'log' | 'mailer' | 'rateLimiters' | 'clock'>) {
  const linkUsesPerAddress = deps.rateLimiters.create({ keyPrefix: 'second-factor-reset-link-ip', ...LINK_USES_PER_ADDRESS });
  const linkTo = (path: string) => `${deps.config.appUrl.replace(/\/$/, '')}${path}`;
  /** Where the owner is told: the address before any change of the last RESET_NOTICE_LOOKBACK_DAYS. */
  const noticeAddress = (db: Executor, userId: string, now: Date) => emailBeforeChangesSince(db, userId, new Date(now.getTime() - RESET_NOTICE_LOOKBACK_DAYS * DAY_MS));

  async function refuseWhileEmailChangeHeld(db: Executor, userId: string, now: Date) {
    if (isResetHeldByEmailChange(await lastEmailChangeAt(db, userId), now)) throw conflict(messages.heldByEmailChange);
  }

  return {
    /** POST /admin/accounts/:userId/second-factor/reset: records the request and tells the owner; nothing is reset yet. */
    async request(actor: AuthenticatedUser, userId: string): Promise<SuccessResponse> {
      if (userId === actor.id) throw forbidden(OWN_RESET_REFUSED);
      const target = await findAccountById(deps.db, userId);
      if (!target) throw notFound('Utilisateur introuvable.');
      if (!(await findSecondFactor(deps.db, target.id))?.enabledAt) throw conflict(NOT_ENABLED);
      const now = deps.clock.now();
      await refuseWhileEmailChangeHeld(deps.db, target.id, now);
      const refuseToken = newLinkToken();
      try {
        await deps.db.transaction(async (tx) => {
          for (const expired of await requests.expirePendingResetRequest(tx, target.id, new Date(now.getTime() - FOUR_EYES_APPROVAL_HOURS * HOUR_MS), now))
            await recordAudit(tx, { actorUserId: null, action: 'second-factor.reset-expired', target: { type: 'user', id: target.id }, details: { requestId: expired.id } });
          const requestId = await requests.insertResetRequest(tx, { targetUserId: target.id, requestedBy: actor.id, requestedAt: now, refuseTokenHash: hashLinkToken(refuseToken) });
          await recordAudit(tx, { actorUserId: actor.id, action: 'second-factor.reset-requested', target: { type: 'user', id: target.id }, details: { requestId } });
          const to = await noticeAddress(tx, target.id, now);
          if (to) await deps.mailer.queue(secondFactorResetRequestedMail({ to, refuseLink: linkTo(paths.refuseSecondFactorReset(refuseToken)) }), tx);
        });
      } catch (error) {
        // The partial unique index: one pending request per account.
        if (isUniqueViolation(error)) throw conflict(messages.alreadyPending);
        throw error;
      }
      return { success: true, message: messages.requested };
    },

    /** GET /admin/second-factor-resets: the pending requests, with whose account, who asked, when and until when. Nothing else. */
    async listPending(): Promise<SecondFactorResetRequestsResponse> {
      const now = deps.clock.now().getTime();
      const rows = await requests.findPendingResetRequests(deps.db);
      const people = await requests.findAccountPeople(deps.db, [...new Set(rows.flatMap((row) => [row.targetUserId, ...(row.requestedBy ? [row.requestedBy] : [])]))]);
      return {
        requests: rows.flatMap((row) => {
          const target = people.get(row.targetUserId);
          if (!target) return [];
          const expiresAt = approvalDeadline(row.requestedAt);
          const requestedBy = row.requestedBy ? (people.get(row.requestedBy) ?? null) : null;
          return [{ requestId: row.id, target, requestedBy, requestedAt: row.requestedAt.toISOString(), expiresAt: expiresAt.toISOString(), isExpired: expiresAt.getTime() <= now }];
        }),
      };
    },

    /**
     * POST /admin/second-factor-resets/:requestId/approve: fourEyesRefusal decides who may approve; then
     * what the reset always did (factor and recovery codes deleted, sessions ended), the owner mailed at
     * the request's notice address, and every TECH administrator mailed.
     */
    async approve(actor: AuthenticatedUser, requestId: string): Promise<SuccessResponse> {
      const now = deps.clock.now();
      const outcome = await deps.db.transaction(async (tx) => {
        const request = await requests.lockResetRequest(tx, requestId);
        if (!request) throw notFound(messages.notFound);
        if (request.status !== 'PENDING') throw conflict(messages.alreadyDecided);
        const approver = await findAccountById(tx, actor.id);
        const refusal = approver
          ? fourEyesRefusal({
              approver: { id: approver.id, adminRole: approver.adminRole, accountCreatedAt: approver.createdAt },
              request: { requestedBy: request.requestedBy ?? '', targetUserId: request.targetUserId, requestedAt: request.requestedAt },
              now,
            })
          : 'not-tech';
        if (refusal === 'expired') {
          await requests.decideResetRequest(tx, request.id, 'EXPIRED', null, now);
          await recordAudit(tx, { actorUserId: actor.id, action: 'second-factor.reset-expired', target: { type: 'user', id: request.targetUserId }, details: { requestId } });
          return { refusal, request } as const;
        }
        if (refusal) return { refusal, request } as const;
        await refuseWhileEmailChangeHeld(tx, request.targetUserId, now);

        if (!(await deleteSecondFactor(tx, request.targetUserId))) throw conflict(NOT_ENABLED);
        await endSessions(tx, request.targetUserId, now);
        await requests.decideResetRequest(tx, request.id, 'APPROVED', actor.id, now);
        await recordAudit(tx, { actorUserId: actor.id, action: 'second-factor.reset-approved', target: { type: 'user', id: request.targetUserId }, details: { requestId } });

        // The same address as the request's notice, measured from the request: a change since does not redirect it.
        const to = await noticeAddress(tx, request.targetUserId, request.requestedAt);
        if (to) await deps.mailer.queue(secondFactorResetMail(to), tx);
        const people = await requests.findAccountPeople(tx, [request.targetUserId, actor.id, ...(request.requestedBy ? [request.requestedBy] : [])]);
        const staffMail = {
          targetName: fullName(people.get(request.targetUserId)),
          requestedByName: fullName(request.requestedBy ? people.get(request.requestedBy) : undefined),
          approvedByName: fullName(people.get(actor.id)),
        };
        for (const techEmail of await requests.findTechAdminEmails(tx)) await deps.mailer.queue(secondFactorResetApprovedStaffMail({ to: techEmail, ...staffMail }), tx);
        return { refusal: null, request } as const;
      });
      if (outcome.refusal === 'expired') throw conflict(fourEyesMessages.expired);
      if (outcome.refusal) {
        // A refused approval is a step too: someone tried (audited outside the rolled-back transaction).
        await recordAudit(deps.db, {
          actorUserId: actor.id,
          action: 'second-factor.reset-approval-refused',
          target: { type: 'user', id: outcome.request.targetUserId },
          details: { requestId, reason: outcome.refusal },
        });
        throw forbidden(fourEyesMessages[outcome.refusal]);
      }
      return { success: true, message: messages.approved };
    },

    /** POST /admin/second-factor-resets/:requestId/cancel: the asker, or any other TECH administrator, drops a pending request. */
    async cancel(actor: AuthenticatedUser, requestId: string): Promise<SuccessResponse> {
      await deps.db.transaction(async (tx) => {
        const request = await requests.lockResetRequest(tx, requestId);
        if (!request) throw notFound(messages.notFound);
        if (request.status !== 'PENDING') throw conflict(messages.alreadyDecided);
        await requests.decideResetRequest(tx, request.id, 'CANCELLED', actor.id, deps.clock.now());
        await recordAudit(tx, { actorUserId: actor.id, action: 'second-factor.reset-cancelled', target: { type: 'user', id: request.targetUserId }, details: { requestId } });
      });
      return { success: true, message: messages.cancelled };
    },

    /** POST /account/second-factor-reset/refuse/:resetToken (the owner's link): the pending request ends, refused. */
    async refuseByOwner(resetToken: string, clientAddress: string): Promise<SuccessResponse> {
      await takePointOrRefuse(linkUsesPerAddress, clientAddress, {
        log: deps.log,
        limitName: 'second-factor reset refusal',
        refuse: (seconds) => tooManyRequests(`Trop de tentatives. Veuillez réessayer dans ${Math.ceil(seconds / 60)} minute(s).`),
      });
      const now = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        const claimed = await requests.claimRefusal(tx, hashLinkToken(resetToken), new Date(now.getTime() - FOUR_EYES_APPROVAL_HOURS * HOUR_MS), now);
        if (!claimed) throw badRequest(messages.invalidLink);
        await recordAudit(tx, {
          actorUserId: claimed.targetUserId,
          action: 'second-factor.reset-refused-by-owner',
          target: { type: 'user', id: claimed.targetUserId },
          details: { requestId: claimed.id },
        });
      });
      return { success: true, message: messages.refusedByOwner };
    },
  };
}
