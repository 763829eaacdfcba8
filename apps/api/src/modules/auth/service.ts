import type { Executor } from '../../db/client';
import { SECOND_FACTOR_CHALLENGE_SECONDS, temporaryPasswordMessages, type TokenCreateAnswer, type TokenCreateRequest, type TokenCreateResponse } from '@parenthese/shared';
import { AppError } from '../../lib/app-error';
import { verifyAgainstDecoy, verifyPassword } from '../../lib/password-hashing';
import { createSignInThrottle } from './sign-in-throttle';
import { recordAudit } from '../accounts/audit';
import { acceptsSignInName, hasExpiredTemporaryPassword } from '../accounts/temporary-password-state';
import { findUserBySignInName, recordSuccessfulSignIn } from './repository';
import { openSession, type SessionAccount, type SessionContext } from './session-token';
import { deviceOwnerOf, knownDeviceIdFor, type DeviceOwner, type KnownDevice } from './device-cookie';
import { signInAttemptsMail } from './sign-in-attempts-mail';
import { passwordStampOf, signChallenge } from '../second-factor/challenge';
import { secondFactorStepFor } from '../second-factor/second-factor-step';
import type { Services } from '../services';

const INVALID_CREDENTIALS = 'Identifiants invalides. Veuillez vérifier votre email et mot de passe.';

export function signInError(statusCode: 401 | 403, message: string) {
  return new AppError(statusCode, message, { global: message });
}

/** Where the attempt comes from; `knownDevice`: the request's valid device cookie, whichever account it names. */
export type SignInContext = SessionContext & { knownDevice: KnownDevice | null };
/** The answer, and the account to remember the device for when a token was issued (null: a second factor is owed). */
/** `deviceOwner`: whom the browser becomes a known device of, once a token is issued (none before the second factor). */
export type SignInOutcome = { answer: TokenCreateAnswer; deviceOwner: DeviceOwner | null };

type SignedInAccount = SessionAccount & { email: string | null; username: string | null; isFirstConnection: boolean };

/**
 * The end of every sign-in (password alone, or password then second factor): recorded, audited, a session
 * opened; within `db` when given (the second factor spends its challenge in the same transaction).
 */
export async function completeSignIn(
  deps: Pick<Services, 'db' | 'config' | 'metrics' | 'clock'>,
  user: SignedInAccount,
  context: SessionContext,
  db: Executor = deps.db,
): Promise<TokenCreateResponse> {
  await recordSuccessfulSignIn(db, user.id, deps.clock.now());
  await recordAudit(db, { actorUserId: user.id, action: 'sign-in.succeeded' });
  const token = await openSession(deps, user, context, db);
  return { token, login: user.email ?? user.username ?? '', role: user.role, firstConnexion: user.isFirstConnection };
}

export function createSignInService(deps: Pick<Services, 'config' | 'db' | 'log' | 'mailer' | 'metrics' | 'rateLimiters' | 'clock'>) {
  const throttle = createSignInThrottle(deps);

  return {
    async signIn(input: TokenCreateRequest, context: SignInContext): Promise<SignInOutcome> {
      const { clientAddress } = context;
      const signInName = input.usermail.trim().toLowerCase();
      const user = await findUserBySignInName(deps.db, signInName);
      // One counter per account, whichever of its names was typed.
      const attempt = await throttle.begin(user ? `account:${user.id}` : `name:${signInName}`, clientAddress, knownDeviceIdFor(context.knownDevice, user)).catch((error: unknown) => {
        if (error instanceof AppError && error.statusCode === 429) deps.metrics.signIn('throttled');
        throw error;
      });

      const isPasswordRight = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDecoy(input.password);
      // A temporary password with the wrong name answers as a wrong password: it tells nothing of the account.
      if (!user || !isPasswordRight || !acceptsSignInName(user, signInName)) {
        const outcome = await attempt.failed();
        if (outcome.isBrakeEngaged && user?.email) await deps.mailer.queue(signInAttemptsMail(user.email, user.role));
        await recordAudit(deps.db, { actorUserId: user?.id ?? null, action: 'sign-in.failed', details: { clientAddress } });
        deps.metrics.signIn('wrong_credentials');
        throw signInError(401, INVALID_CREDENTIALS);
      }
      const step = await secondFactorStepFor(deps.db, user);
      if (step) {
        await attempt.passwordAccepted();
      } else {
        await attempt.succeeded();
      }
      if (user.isLocked) {
        deps.metrics.signIn('locked');
        throw signInError(403, 'Votre compte est bloqué. Veuillez contacter votre administrateur.');
      }
      // 403 like a blocked account: the password is right, so this is no failed guess, but it opens nothing.
      if (hasExpiredTemporaryPassword(user, deps.config.temporaryPasswordLifetimeDays, deps.clock.now())) {
        deps.metrics.signIn('temporary_password_expired');
        throw signInError(403, temporaryPasswordMessages.expired);
      }
      if (step) {
        deps.metrics.signIn('second_factor_required');
        const challenge = await signChallenge(deps.config.jwtSecret, { userId: user.id, step, passwordStamp: passwordStampOf(user.passwordHash) }, deps.clock.now());
        return { answer: { secondFactor: step, challenge, expiresInSeconds: SECOND_FACTOR_CHALLENGE_SECONDS }, deviceOwner: null };
      }
      const answer = await completeSignIn(deps, user, context);
      deps.metrics.signIn('success');
      return { answer, deviceOwner: deviceOwnerOf(user) };
    },
  };
}
