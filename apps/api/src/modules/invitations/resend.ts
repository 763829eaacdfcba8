import { INVITATION_RESEND_INTERVAL_MINUTES, adminMessages, invitationMessages } from '@parenthese/shared';
import type { Executor } from '../../db/client';
import { conflict, tooManyRequests } from '../../lib/app-error';
import { givePointBack, takePointOrRefuse } from '../../plugins/rate-limiters';
import { recordAudit } from '../accounts/audit';
import { writeInvitationMails } from './invitation-links';
import { findInvitationOf, insertInvitations, isAwaitingTechApproval } from './repository';
import type { Services } from '../services';

type ResendOptions = {
  action: 'employee.invitation-resent' | 'doctor.invitation-resent' | 'admin.invitation-resent';
  messages: { notPending: string; tooSoon: string };
  /** Before the invitation is mailed, in its transaction (a staff account created before issue 33 gets its first invitation). */
  prepare?: (tx: Executor) => Promise<void>;
};

/**
 * « Renvoyer l'invitation »: a new link mailed to the account's invitation address, the former link
 * dead at once; audited; once per account in INVITATION_RESEND_INTERVAL_MINUTES, so a double click or
 * an impatient administrator does not flood a mailbox. The caller has checked the account is theirs.
 */
export function createInvitationResendService(deps: Pick<Services, 'config' | 'db' | 'log' | 'mailer' | 'rateLimiters' | 'clock'>) {
  const clock = () => deps.clock.now();
  const perAccount = deps.rateLimiters.create({ keyPrefix: 'invitation-resend-account', points: 1, durationSeconds: INVITATION_RESEND_INTERVAL_MINUTES * 60 });

  async function resendTo(actorUserId: string, userId: string, options: ResendOptions): Promise<void> {
    await takePointOrRefuse(perAccount, userId, { log: deps.log, limitName: 'invitation resend', refuse: () => tooManyRequests(options.messages.tooSoon) });
    try {
      await deps.db.transaction(async (tx) => {
        await options.prepare?.(tx);
        const mailed = await writeInvitationMails(tx, deps, { userIds: [userId], now: clock() });
        // Accepted meanwhile: nothing to send.
        if (mailed.length === 0) throw conflict(options.messages.notPending);
        await recordAudit(tx, { actorUserId, action: options.action, target: { type: 'user', id: userId } });
      });
    } catch (error) {
      // Nothing was sent: the administrator may try again at once.
      await givePointBack(perAccount, userId);
      throw error;
    }
  }

  return {
    async resend(actorUserId: string, employeeId: string): Promise<void> {
      const invitation = await findInvitationOf(deps.db, employeeId);
      if (!invitation || invitation.acceptedAt) throw conflict(invitationMessages.notPending);
      await resendTo(actorUserId, employeeId, { action: 'employee.invitation-resent', messages: { notPending: invitationMessages.notPending, tooSoon: invitationMessages.resendTooSoon } });
    },

    /**
     * A psychologist's or an administrator's invitation, sent again. An account still on its first
     * connection without one (created with a temporary password, before issue 33) gets its first: the
     * owner's way in without anyone reading a password. A new TECH account awaiting approval gets none.
     */
    async resendStaff(actorUserId: string, account: { id: string; role: 'DOCTOR' | 'ADMIN'; email: string | null; isFirstConnection: boolean }): Promise<void> {
      const messages = { notPending: invitationMessages.staffNotPending, tooSoon: invitationMessages.staffResendTooSoon };
      if (await isAwaitingTechApproval(deps.db, account.id)) throw conflict(adminMessages.techApprovalPending);
      const invitation = await findInvitationOf(deps.db, account.id);
      const isInvitable = invitation ? !invitation.acceptedAt : account.isFirstConnection && account.email !== null;
      if (!isInvitable) throw conflict(messages.notPending);
      const email = account.email;
      await resendTo(actorUserId, account.id, {
        action: account.role === 'DOCTOR' ? 'doctor.invitation-resent' : 'admin.invitation-resent',
        messages,
        prepare: invitation || !email ? undefined : (tx) => insertInvitations(tx, [{ userId: account.id, email }]),
      });
    },
  };
}
