import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PASSWORD_RESET_NEUTRAL_MESSAGE, paths, type SuccessResponse } from '@parenthese/shared';
import { badRequest, tooManyRequests } from '../../lib/app-error';
import { hashPassword } from '../../lib/password-hashing';
import { secondsToWait } from '../../plugins/rate-limiters';
import { passwordResetMail } from './password-reset-mail';
import {
  claimPasswordResetToken,
  findUserBySignInName,
  insertPasswordResetToken,
  markOtherResetTokensUsed,
  setOwnPassword,
} from './repository';
import { recordAudit } from '../accounts/audit';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const INVALID_RESET_LINK = 'Le lien de réinitialisation est invalide ou a expiré.';

/** Only this digest is stored: a database leak gives no usable link. */
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createPasswordResetService(app: FastifyInstance) {
  const perAddress = app.rateLimiters.create({ keyPrefix: 'reset-request-ip', points: 10, durationSeconds: 15 * 60 });
  const perTarget = app.rateLimiters.create({ keyPrefix: 'reset-request-target', points: 3, durationSeconds: 60 * 60 });

  async function consumeOrRefuse(limiter: typeof perAddress, key: string) {
    try {
      await limiter.consume(key);
    } catch (error) {
      const seconds = secondsToWait(error);
      if (seconds === null) {
        // The store (Redis) is unreachable: the request goes through rather than failing with a 500;
        // it is answered neutrally either way, and the per-target limit resumes with the store.
        app.log.warn({ err: error }, 'password reset rate limit store unavailable');
        return;
      }
      const minutes = Math.ceil(seconds / 60);
      throw tooManyRequests(`Trop de demandes de réinitialisation. Veuillez réessayer dans ${minutes} minute${minutes > 1 ? 's' : ''}.`);
    }
  }

  return {
    /** Always the same answer, so nobody learns whether an account exists. */
    async requestReset(input: { mail: string; id: string }, clientAddress: string): Promise<SuccessResponse> {
      const target = (input.mail || input.id).trim().toLowerCase();
      await consumeOrRefuse(perAddress, clientAddress);
      await consumeOrRefuse(perTarget, target);

      const user = await findUserBySignInName(app.db, target);
      // A locked account, or an employee who has not given an email yet, gets nothing.
      if (user && !user.isLocked && user.email) {
        const email = user.email;
        const token = randomBytes(32).toString('base64url');
        const link = `${app.config.appUrl.replace(/\/$/, '')}${paths.resetPassword(token)}`;
        const mailId = await app.db.transaction(async (tx) => {
          await insertPasswordResetToken(tx, { userId: user.id, tokenHash: hashResetToken(token), expiresAt: new Date(Date.now() + RESET_TOKEN_LIFETIME_MS) });
          await recordAudit(tx, { actorUserId: null, action: 'password-reset.requested', target: { type: 'user', id: user.id }, details: { clientAddress } });
          return app.mailer.queue(passwordResetMail(email, link), tx);
        });
        await app.mailer.deliver(mailId);
      }
      return { success: true, message: PASSWORD_RESET_NEUTRAL_MESSAGE };
    },

    async confirmReset(resetToken: string, newPassword: string): Promise<SuccessResponse> {
      // Hashing first keeps the slow part outside the transaction.
      const passwordHash = await hashPassword(newPassword);
      await app.db.transaction(async (tx) => {
        const userId = await claimPasswordResetToken(tx, hashResetToken(resetToken));
        if (!userId) throw badRequest(INVALID_RESET_LINK);
        await setOwnPassword(tx, userId, { passwordHash });
        await markOtherResetTokensUsed(tx, userId);
        await recordAudit(tx, { actorUserId: userId, action: 'password-reset.confirmed', target: { type: 'user', id: userId } });
      });
      return { success: true, message: 'Votre mot de passe a été mis à jour avec succès. Veuillez vous reconnecter avec votre nouveau mot de passe.' };
    },
  };
}
