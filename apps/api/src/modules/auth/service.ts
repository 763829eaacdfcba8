import type { FastifyInstance } from 'fastify';
import { SECOND_FACTOR_CHALLENGE_SECONDS, type TokenCreateAnswer, type TokenCreateRequest, type TokenCreateResponse } from '@parenthese/shared';
import { AppError } from '../../lib/app-error';
import { verifyAgainstDecoy, verifyPassword } from '../../lib/password-hashing';
import { createSignInThrottle } from './sign-in-throttle';
import { recordAudit } from '../accounts/audit';
import { findUserBySignInName, recordSuccessfulSignIn } from './repository';
import { openSession, type SessionAccount, type SessionContext } from './session-token';
import { signChallenge } from '../second-factor/challenge';
import { secondFactorStepFor } from '../second-factor/second-factor-step';

const INVALID_CREDENTIALS = 'Identifiants invalides. Veuillez vérifier votre email et mot de passe.';

export function signInError(statusCode: 401 | 403, message: string) {
  return new AppError(statusCode, message, { global: message });
}

type SignedInAccount = SessionAccount & { email: string | null; username: string | null; isFirstConnection: boolean };

/** The end of every sign-in (password alone, or password then second factor): recorded, audited, a session opened. */
export async function completeSignIn(app: FastifyInstance, user: SignedInAccount, context: SessionContext): Promise<TokenCreateResponse> {
  await recordSuccessfulSignIn(app.db, user.id);
  await recordAudit(app.db, { actorUserId: user.id, action: 'sign-in.succeeded' });
  const token = await openSession(app, user, context);
  return { token, login: user.email ?? user.username ?? '', role: user.role, firstConnexion: user.isFirstConnection };
}

export function createSignInService(app: FastifyInstance) {
  const throttle = createSignInThrottle(app);

  return {
    async signIn(input: TokenCreateRequest, context: SessionContext): Promise<TokenCreateAnswer> {
      const { clientAddress } = context;
      const signInName = input.usermail.trim().toLowerCase();
      const user = await findUserBySignInName(app.db, signInName);
      // One counter per account, whichever of its names was typed.
      const attempt = await throttle.begin(user ? `account:${user.id}` : `name:${signInName}`, clientAddress);

      const isPasswordRight = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDecoy(input.password);
      if (!user || !isPasswordRight) {
        await attempt.failed();
        await recordAudit(app.db, { actorUserId: user?.id ?? null, action: 'sign-in.failed', details: { clientAddress } });
        throw signInError(401, INVALID_CREDENTIALS);
      }
      const step = await secondFactorStepFor(app.db, user);
      if (step) {
        await attempt.passwordAccepted();
      } else {
        await attempt.succeeded();
      }
      if (user.isLocked) {
        throw signInError(403, 'Votre compte est bloqué. Veuillez contacter votre administrateur.');
      }
      if (step) {
        const challenge = await signChallenge(app.config.jwtSecret, { userId: user.id, step, tokenVersion: user.tokenVersion });
        return { secondFactor: step, challenge, expiresInSeconds: SECOND_FACTOR_CHALLENGE_SECONDS };
      }
      return completeSignIn(app, user, context);
    },
  };
}
