import type { FastifyInstance } from 'fastify';
import { temporaryPasswordMessages, type TokenCreateRequest, type TokenCreateResponse } from '@parenthese/shared';
import { AppError } from '../../lib/app-error';
import { verifyAgainstDecoy, verifyPassword } from '../../lib/password-hashing';
import { createSignInThrottle } from './sign-in-throttle';
import { recordAudit } from '../accounts/audit';
import { hasExpiredTemporaryPassword } from '../accounts/temporary-password-state';
import { findUserBySignInName, recordSuccessfulSignIn } from './repository';
import { openSession, type SessionContext } from './session-token';
import type { KnownDevice } from './device-cookie';
import { signInAttemptsMail } from './sign-in-attempts-mail';

const INVALID_CREDENTIALS = 'Identifiants invalides. Veuillez vérifier votre email et mot de passe.';

/** Where the attempt comes from; `knownDevice`: the request's valid device cookie, whichever account it names. */
export type SignInContext = SessionContext & { knownDevice: KnownDevice | null };
/** A token was issued: the route answers `response` and remembers the device for `userId`. */
export type SignedIn = { userId: string; response: TokenCreateResponse };

function signInError(statusCode: 401 | 403, message: string) {
  return new AppError(statusCode, message, { global: message });
}

export function createSignInService(app: FastifyInstance) {
  const throttle = createSignInThrottle(app);

  return {
    async signIn(input: TokenCreateRequest, context: SignInContext): Promise<SignedIn> {
      const { clientAddress, knownDevice } = context;
      const signInName = input.usermail.trim().toLowerCase();
      const user = await findUserBySignInName(app.db, signInName);
      // A device cookie only counts for the account it was issued to.
      const knownDeviceId = user && knownDevice?.userId === user.id ? knownDevice.deviceId : null;
      // One counter per account, whichever of its names was typed.
      const attempt = await throttle.begin(user ? `account:${user.id}` : `name:${signInName}`, clientAddress, knownDeviceId);

      const isPasswordRight = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDecoy(input.password);
      if (!user || !isPasswordRight) {
        const outcome = await attempt.failed();
        if (outcome.isBrakeEngaged && user?.email) await app.mailer.queue(signInAttemptsMail(user.email, user.role));
        await recordAudit(app.db, { actorUserId: user?.id ?? null, action: 'sign-in.failed', details: { clientAddress } });
        throw signInError(401, INVALID_CREDENTIALS);
      }
      await attempt.succeeded();
      if (user.isLocked) {
        throw signInError(403, 'Votre compte est bloqué. Veuillez contacter votre administrateur.');
      }
      // 403 like a blocked account: the password is right, so this is no failed guess, but it opens nothing.
      if (hasExpiredTemporaryPassword(user, app.config.temporaryPasswordLifetimeDays)) throw signInError(403, temporaryPasswordMessages.expired);
      await recordSuccessfulSignIn(app.db, user.id);
      await recordAudit(app.db, { actorUserId: user.id, action: 'sign-in.succeeded' });
      const token = await openSession(app, user, context);
      return { userId: user.id, response: { token, login: user.email ?? user.username ?? '', role: user.role, firstConnexion: user.isFirstConnection } };
    },
  };
}
