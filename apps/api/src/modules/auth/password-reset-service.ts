import { createHash, randomBytes } from 'node:crypto';
import { emailChangeMessages, isResetHeldByEmailChange, PASSWORD_RESET_NEUTRAL_MESSAGE, paths, type PasswordResetCheckResponse, type Role, type SuccessResponse } from '@parenthese/shared';
import type { Executor } from '../../db/client';
import { badRequest, conflict, tooManyRequests } from '../../lib/app-error';
import { hashPassword } from '../../lib/password-hashing';
import { hasPoint, takePointOrRefuse } from '../../plugins/rate-limiters';
import { assertNotCommonPassword } from './common-passwords';
import { assertPasswordHardToGuess } from './password-strength';
import { passwordResetMail } from './password-reset-mail';
import { claimPasswordResetToken, findUserBySignInName, insertPasswordResetToken, isResetTokenUsable, roleOfUsableResetToken, markOtherResetTokensUsed, setOwnPassword } from './repository';
import { recordAudit } from '../accounts/audit';
import { lastEmailChangeAt } from '../accounts/email-change-repository';
import { findAccountById } from '../accounts/repository';
import { hasPendingInvitation } from '../invitations/repository';
import type { Services } from '../services';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const INVALID_RESET_LINK = 'Le lien de réinitialisation est invalide ou a expiré.';

/** Only this digest is stored: a database leak gives no usable link. */
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Reset mails one account may receive in an hour: per asking address, and from all addresses. */
export const RESET_MAIL_LIMITS = { perAccountAndAddress: 3, perAccount: 10, windowSeconds: 60 * 60 } as const;

/**
 * A staff account (administrator, psychologist) whose sign-in email changed less than
 * EMAIL_CHANGE_RESET_HOLD_HOURS ago gets no reset: whoever changed the address cannot follow up with
 * the password at once (issue 33), and the former address has time to undo the change.
 */
async function isStaffResetHeld(db: Executor, user: { id: string; role: Role }, now: Date) {
  if (user.role !== 'ADMIN' && user.role !== 'DOCTOR') return false;
  return isResetHeldByEmailChange(await lastEmailChangeAt(db, user.id), now);
}

export function createPasswordResetService(deps: Pick<Services, 'config' | 'db' | 'deferredWork' | 'log' | 'mailer' | 'rateLimiters' | 'clock'>) {
  const clock = () => deps.clock.now();
  const perAddress = deps.rateLimiters.create({ keyPrefix: 'reset-request-ip', points: 10, durationSeconds: 15 * 60 });
  const mailsPerPair = deps.rateLimiters.create({ keyPrefix: 'reset-mail-account-address', points: RESET_MAIL_LIMITS.perAccountAndAddress, durationSeconds: RESET_MAIL_LIMITS.windowSeconds });
  const mailsPerAccount = deps.rateLimiters.create({ keyPrefix: 'reset-mail-account', points: RESET_MAIL_LIMITS.perAccount, durationSeconds: RESET_MAIL_LIMITS.windowSeconds });
  // Checking a link is cheap for the asker, so it has its own bucket: a visitor reloading the page
  // does not use up reset requests, and a guesser meets a 429 long before a 256-bit token.
  const checksPerAddress = deps.rateLimiters.create({ keyPrefix: 'reset-check-ip', points: 30, durationSeconds: 15 * 60 });
  const limitOptions = { log: deps.log, limitName: 'password reset' };

  function tooMany(seconds: number) {
    const minutes = Math.ceil(seconds / 60);
    return tooManyRequests(`Trop de demandes de réinitialisation. Veuillez réessayer dans ${minutes} minute${minutes > 1 ? 's' : ''}.`);
  }

  /**
   * Done after the answer: finds the account and, within its limits, mails a link. The per-account
   * limits are silent (no mail rather than a 429), so an asker learns nothing and cannot stop the
   * owner from asking: a flood from a few addresses only caps how many mails the owner receives.
   */
  async function mailResetLink(target: string, clientAddress: string) {
    const user = await findUserBySignInName(deps.db, target);
    // A locked account, or an employee who has not given an email yet, gets nothing. Nor does an invited
    // account: it activates through its own link (a new TECH account only once approved, issue 33).
    if (!user || user.isLocked || !user.email || (await hasPendingInvitation(deps.db, user.id))) return;
    if (!(await hasPoint(mailsPerPair, `${user.id}|${clientAddress}`, limitOptions))) return;
    if (!(await hasPoint(mailsPerAccount, user.id, limitOptions))) return;
    if (await isStaffResetHeld(deps.db, user, clock())) {
      await recordAudit(deps.db, { actorUserId: null, action: 'password-reset.held', target: { type: 'user', id: user.id }, details: { clientAddress, step: 'request' } });
      return;
    }
    const email = user.email;
    const token = randomBytes(32).toString('base64url');
    const link = `${deps.config.appUrl.replace(/\/$/, '')}${paths.resetPassword(token)}`;
    // The link's token and its mail (with the job that delivers it) are written together, or not at all.
    await deps.db.transaction(async (tx) => {
      await insertPasswordResetToken(tx, { userId: user.id, tokenHash: hashResetToken(token), expiresAt: new Date(clock().getTime() + RESET_TOKEN_LIFETIME_MS) });
      await recordAudit(tx, { actorUserId: null, action: 'password-reset.requested', target: { type: 'user', id: user.id }, details: { clientAddress } });
      await deps.mailer.queue(passwordResetMail(email, link), tx);
    });
  }

  return {
    /** Always the same answer, in the same time, so nobody learns whether an account exists. */
    async requestReset(input: { mail: string; id: string }, clientAddress: string): Promise<SuccessResponse> {
      const target = (input.mail || input.id).trim().toLowerCase();
      await takePointOrRefuse(perAddress, clientAddress, { ...limitOptions, refuse: tooMany });
      deps.deferredWork.run('password reset mail', () => mailResetLink(target, clientAddress));
      return { success: true, message: PASSWORD_RESET_NEUTRAL_MESSAGE };
    },

    /** Whether a mailed link can still be used; nothing is spent, so the form can then use it. */
    async checkResetLink(resetToken: string, clientAddress: string): Promise<PasswordResetCheckResponse> {
      await takePointOrRefuse(checksPerAddress, clientAddress, { ...limitOptions, refuse: tooMany });
      return { isValid: await isResetTokenUsable(deps.db, hashResetToken(resetToken), clock()) };
    },

    async confirmReset(resetToken: string, newPassword: string): Promise<SuccessResponse> {
      // Refused before anything is spent: the link stays usable for a better password.
      const role = await roleOfUsableResetToken(deps.db, hashResetToken(resetToken), clock());
      // A spent or unknown link is refused by the claim below; its password is only held to the common list.
      if (role) assertPasswordHardToGuess(newPassword, 'newPassword', role);
      else assertNotCommonPassword(newPassword, 'newPassword');
      // Hashing first keeps the slow part outside the transaction.
      const passwordHash = await hashPassword(newPassword);
      const heldUserId = await deps.db.transaction(async (tx) => {
        const userId = await claimPasswordResetToken(tx, hashResetToken(resetToken), clock());
        if (!userId) throw badRequest(INVALID_RESET_LINK);
        const account = await findAccountById(tx, userId);
        // Held: the link is spent and the password stays; the refusal is audited below.
        if (account && (await isStaffResetHeld(tx, account, clock()))) return userId;
        await setOwnPassword(tx, userId, { passwordHash }, clock());
        await markOtherResetTokensUsed(tx, userId, clock());
        await recordAudit(tx, { actorUserId: userId, action: 'password-reset.confirmed', target: { type: 'user', id: userId } });
        return null;
      });
      if (heldUserId) {
        await recordAudit(deps.db, { actorUserId: null, action: 'password-reset.held', target: { type: 'user', id: heldUserId }, details: { step: 'confirm' } });
        throw conflict(emailChangeMessages.resetHeld);
      }
      return { success: true, message: 'Votre mot de passe a été mis à jour avec succès. Veuillez vous reconnecter avec votre nouveau mot de passe.' };
    },
  };
}
