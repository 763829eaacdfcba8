import type { FastifyInstance } from 'fastify';
import { INVITATION_RESEND_INTERVAL_MINUTES, invitationMessages } from '@parenthese/shared';
import { conflict, tooManyRequests } from '../../lib/app-error';
import { givePointBack, takePointOrRefuse } from '../../plugins/rate-limiters';
import { recordAudit } from '../accounts/audit';
import { writeInvitationMails } from './invitation-links';
import { findInvitationOf } from './repository';

/**
 * « Renvoyer l'invitation »: a new link mailed to the employee's invitation address, the former link
 * dead at once; audited; once per employee in INVITATION_RESEND_INTERVAL_MINUTES, so a double click or
 * an impatient administrator does not flood a mailbox. The caller has checked the employee is theirs.
 */
export function createInvitationResendService(app: FastifyInstance, clock: () => Date = () => new Date()) {
  const perEmployee = app.rateLimiters.create({ keyPrefix: 'invitation-resend-employee', points: 1, durationSeconds: INVITATION_RESEND_INTERVAL_MINUTES * 60 });

  return {
    async resend(actorUserId: string, employeeId: string): Promise<void> {
      const invitation = await findInvitationOf(app.db, employeeId);
      if (!invitation || invitation.acceptedAt) throw conflict(invitationMessages.notPending);
      await takePointOrRefuse(perEmployee, employeeId, { log: app.log, limitName: 'invitation resend', refuse: () => tooManyRequests(invitationMessages.resendTooSoon) });
      try {
        await app.db.transaction(async (tx) => {
          const mailed = await writeInvitationMails(tx, app, { userIds: [employeeId], now: clock() });
          // Accepted meanwhile: nothing to send.
          if (mailed.length === 0) throw conflict(invitationMessages.notPending);
          await recordAudit(tx, { actorUserId, action: 'employee.invitation-resent', target: { type: 'user', id: employeeId } });
        });
      } catch (error) {
        // Nothing was sent: the administrator may try again at once.
        await givePointBack(perEmployee, employeeId);
        throw error;
      }
    },
  };
}
