import type { FastifyInstance } from 'fastify';
import type { TokenCreateRequest, TokenCreateResponse } from '@parenthese/shared';
import { signAccessToken } from '../../lib/access-tokens';
import { AppError } from '../../lib/app-error';
import { verifyAgainstDecoy, verifyPassword } from '../../lib/password-hashing';
import { findUserBySignInName, recordSuccessfulSignIn, writeAudit } from './repository';

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

  return {
    async signIn(input: TokenCreateRequest, clientAddress: string): Promise<TokenCreateResponse> {
      const accountKey = input.usermail.trim().toLowerCase();
      // Only failures count, so a whole company signing in from one address is never slowed down.
      for (const [limiter, key] of [[perAddress, clientAddress], [perAccount, accountKey]] as const) {
        const state = await limiter.get(key);
        if (state && state.consumedPoints >= limiter.points && state.msBeforeNext > 0) {
          throw tooMany(Math.ceil(state.msBeforeNext / 1000));
        }
      }

      const user = await findUserBySignInName(app.db, accountKey);
      const isPasswordRight = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDecoy(input.password);
      if (!user || !isPasswordRight) {
        await perAccount.penalty(accountKey, 1).catch(() => undefined);
        await perAddress.penalty(clientAddress, 1).catch(() => undefined);
        await writeAudit(app.db, { actorUserId: user?.id ?? null, action: 'sign-in.failed', details: { clientAddress } });
        throw signInError(401, INVALID_CREDENTIALS);
      }
      if (user.isLocked) {
        throw signInError(403, 'Votre compte est bloqué. Veuillez contacter votre administrateur.');
      }
      await perAccount.delete(accountKey).catch(() => undefined);
      await recordSuccessfulSignIn(app.db, user.id);
      await writeAudit(app.db, { actorUserId: user.id, action: 'sign-in.succeeded' });
      const token = await signAccessToken(app.config.jwtSecret, { userId: user.id, role: user.role, tokenVersion: user.tokenVersion });
      return { token, login: user.email ?? user.username ?? '', role: user.role, firstConnexion: user.isFirstConnection };
    },
  };
}
