import type { FastifyInstance } from 'fastify';
import type { TokenCreateRequest, TokenCreateResponse } from '@parenthese/shared';
import { signAccessToken } from '../../lib/access-tokens';
import { AppError } from '../../lib/app-error';
import { verifyAgainstDecoy, verifyPassword } from '../../lib/password-hashing';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { secondsToWait } from '../../plugins/rate-limiters';
import { recordAudit } from '../accounts/audit';
import { findUserBySignInName, recordSuccessfulSignIn } from './repository';

const INVALID_CREDENTIALS = 'Identifiants invalides. Veuillez vérifier votre email et mot de passe.';

function signInError(statusCode: 401 | 403, message: string) {
  return new AppError(statusCode, message, { global: message });
}

export function createSignInService(app: FastifyInstance) {
  // Per client address: failed attempts on many accounts from one place.
  const perAddress = app.rateLimiters.create({ keyPrefix: 'sign-in-ip', points: 30, durationSeconds: 10 * 60, blockSeconds: 10 * 60 });
  // Per account: failed attempts only, and the block expires so the real owner is never locked out for good.
  const perAccount = app.rateLimiters.create({ keyPrefix: 'sign-in-account', points: 5, durationSeconds: 15 * 60, blockSeconds: 15 * 60 });

  function tooMany(seconds: number) {
    const minutes = Math.ceil(seconds / 60);
    const message = `Trop de tentatives de connexion. Veuillez réessayer dans ${minutes} minute${minutes > 1 ? 's' : ''}.`;
    return new AppError(429, message, { global: message });
  }

  /** Takes one point, or refuses with 429; false when the store is unreachable (the attempt goes through). */
  async function takeAttemptPoint(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
    try {
      await limiter.consume(key);
      return true;
    } catch (error) {
      const seconds = secondsToWait(error);
      if (seconds !== null) throw tooMany(seconds);
      app.log.warn({ err: error }, 'sign-in rate limit store unavailable');
      return false;
    }
  }

  return {
    async signIn(input: TokenCreateRequest, clientAddress: string): Promise<TokenCreateResponse> {
      const accountKey = input.usermail.trim().toLowerCase();
      // Each attempt takes its point before the password is checked, atomically in the store, so that
      // attempts fired all at once are counted too; a right password gives the points back, so only
      // failures count and a whole company signing in from one address is never slowed down.
      const hasAddressPoint = await takeAttemptPoint(perAddress, clientAddress);
      const hasAccountPoint = await takeAttemptPoint(perAccount, accountKey).catch(async (error: unknown) => {
        // Refused for this account: the address keeps no point for an attempt that was not made.
        if (hasAddressPoint) await perAddress.reward(clientAddress, 1).catch(() => undefined);
        throw error;
      });

      const user = await findUserBySignInName(app.db, accountKey);
      const isPasswordRight = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDecoy(input.password);
      if (!user || !isPasswordRight) {
        await recordAudit(app.db, { actorUserId: user?.id ?? null, action: 'sign-in.failed', details: { clientAddress } });
        throw signInError(401, INVALID_CREDENTIALS);
      }
      if (hasAddressPoint) await perAddress.reward(clientAddress, 1).catch(() => undefined);
      if (hasAccountPoint) await perAccount.delete(accountKey).catch(() => undefined);
      if (user.isLocked) {
        throw signInError(403, 'Votre compte est bloqué. Veuillez contacter votre administrateur.');
      }
      await recordSuccessfulSignIn(app.db, user.id);
      await recordAudit(app.db, { actorUserId: user.id, action: 'sign-in.succeeded' });
      const token = await signAccessToken(app.config.jwtSecret, { userId: user.id, role: user.role, tokenVersion: user.tokenVersion });
      return { token, login: user.email ?? user.username ?? '', role: user.role, firstConnexion: user.isFirstConnection };
    },
  };
}
