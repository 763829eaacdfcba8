import { deviceOwnerOf, type DeviceOwner } from '../auth/device-cookie';
import { SECOND_FACTOR_CHALLENGE_SECONDS, invitationMessages, type InvitationAcceptRequest, type InvitationCheckResponse, type TokenCreateAnswer } from '@parenthese/shared';
import { AppError, badRequest, forbidden, tooManyRequests } from '../../lib/app-error';
import { hashPassword } from '../../lib/password-hashing';
import { takePointOrRefuse } from '../../plugins/rate-limiters';
import { recordAudit } from '../accounts/audit';
import { assertEmailAvailable, withEmailUniqueness } from '../accounts/email-uniqueness';
import { startContactEmailConfirmation } from '../mail-preferences/service';
import { assertPasswordHardToGuess } from '../auth/password-strength';
import { markOtherResetTokensUsed, setOwnPassword } from '../auth/repository';
import { completeSignIn } from '../auth/service';
import type { SessionContext } from '../auth/session-token';
import { passwordStampOf, signChallenge } from '../second-factor/challenge';
import { secondFactorStepFor } from '../second-factor/second-factor-step';
import { hashInvitationToken } from './invitation-links';
import { claimInvitation, findInvitationByTokenHash, isAccountLocked, isAwaitingTechApproval } from './repository';
import type { Services } from '../services';

/** Link uses per client address (checks and activations together): a guesser meets a 429 long before a 256-bit token. */
const LINK_USES_PER_ADDRESS = { points: 30, durationSeconds: 15 * 60 };

const LOCKED_ACCOUNT = 'Votre compte est bloqué. Veuillez contacter votre administrateur.';

/**
 * An invited account's activation (decisions 0033 and 0046): the mailed link leads to the first
 * connection with the email filled, read-only since the link proves it. Choosing a password accepts the
 * invitation, sets the account's email and password and ends its first connection. An employee is then
 * signed in; a psychologist or an administrator gets the sign-in's second-factor step (ENROL), so the
 * session opens only once the owner's own authenticator is enrolled.
 */
export function createInvitationActivationService(deps: Pick<Services, 'config' | 'db' | 'log' | 'mailer' | 'metrics' | 'rateLimiters' | 'clock'>) {
  const clock = () => deps.clock.now();
  const usesPerAddress = deps.rateLimiters.create({ keyPrefix: 'invitation-link-ip', ...LINK_USES_PER_ADDRESS });
  const limitOptions = { log: deps.log, limitName: 'invitation link', refuse: () => tooManyRequests(invitationMessages.tooManyAttempts) };

  async function stateOf(token: string) {
    const invitation = await findInvitationByTokenHash(deps.db, hashInvitationToken(token));
    if (!invitation) return { state: 'invalid' as const };
    if (invitation.acceptedAt) return { state: 'used' as const };
    if (!invitation.expiresAt || invitation.expiresAt <= clock()) return { state: 'expired' as const };
    return { state: 'valid' as const, invitation };
  }

  return {
    /** Whether the link can be used, and the email it was sent to; nothing is spent. */
    async check(token: string, clientAddress: string): Promise<InvitationCheckResponse> {
      await takePointOrRefuse(usesPerAddress, clientAddress, limitOptions);
      const found = await stateOf(token);
      if (found.state !== 'valid') return { state: found.state };
      return { state: 'valid', mail: found.invitation.email, firstName: found.invitation.firstName, role: found.invitation.role };
    },

    /**
     * The password chosen: the invitation is spent, the account set up, and a session opened. An employee
     * may give a personal address for the mails (decision 0047), as at the first connection: it waits
     * for the link mailed to it, in the same transaction.
     */
    async accept(token: string, input: InvitationAcceptRequest, context: SessionContext): Promise<{ answer: TokenCreateAnswer; deviceOwner: DeviceOwner | null }> {
      await takePointOrRefuse(usesPerAddress, context.clientAddress, limitOptions);
      // Refused before anything is spent, and before the slow hash: the link stays usable.
      const found = await stateOf(token);
      if (found.state !== 'valid') throw badRequest(invitationMessages.invalidLink);
      // Staff mails are not about an employee's use: no personal address to send them to.
      if (input.contactEmail && found.invitation.role !== 'EMPLOYEE') {
        throw new AppError(400, invitationMessages.contactEmailEmployeesOnly, { contactEmail: invitationMessages.contactEmailEmployeesOnly });
      }
      assertPasswordHardToGuess(input.password, 'password', found.invitation.role);
      const passwordHash = await hashPassword(input.password);
      const claimed = await withEmailUniqueness(() =>
        deps.db.transaction(async (tx) => {
          const claimed = await claimInvitation(tx, hashInvitationToken(token), clock());
          if (!claimed) throw badRequest(invitationMessages.invalidLink);
          if (await isAccountLocked(tx, claimed.userId)) throw forbidden(LOCKED_ACCOUNT);
          // An invitation is mailed only once a new TECH account is approved; an unapproved one has no link. Checked again here, to be safe.
          if (await isAwaitingTechApproval(tx, claimed.userId)) throw badRequest(invitationMessages.invalidLink);
          // Held by the invitation, so free unless a race took it: then the unique index or this check answers 409.
          await assertEmailAvailable(tx, claimed.email, { exceptUserId: claimed.userId });
          await setOwnPassword(tx, claimed.userId, { passwordHash, email: claimed.email }, clock());
          await markOtherResetTokensUsed(tx, claimed.userId, clock());
          // Refused (the sign-in email again) before anything is spent: the transaction rolls back.
          if (input.contactEmail && claimed.role === 'EMPLOYEE')
            await startContactEmailConfirmation(deps, tx, { userId: claimed.userId, signInEmail: claimed.email, contactEmail: input.contactEmail });
          await recordAudit(tx, { actorUserId: claimed.userId, action: 'invitation.accepted', target: { type: 'user', id: claimed.userId } });
          return claimed;
        }),
      );
      const step = await secondFactorStepFor(deps.db, { id: claimed.userId, role: claimed.role });
      if (step) {
        // As a sign-in with the right password: no session before the second factor.
        const challenge = await signChallenge(deps.config.jwtSecret, { userId: claimed.userId, step, passwordStamp: passwordStampOf(passwordHash) }, clock());
        return { answer: { secondFactor: step, challenge, expiresInSeconds: SECOND_FACTOR_CHALLENGE_SECONDS }, deviceOwner: null };
      }
      const answer = await completeSignIn(deps, { id: claimed.userId, role: claimed.role, email: claimed.email, username: null, isFirstConnection: false }, context);
      return { answer, deviceOwner: deviceOwnerOf({ id: claimed.userId, passwordHash }) };
    },
  };
}
