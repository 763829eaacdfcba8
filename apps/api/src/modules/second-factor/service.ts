import {
  isSecondFactorRequired,
  type AccountSecondFactorStatus,
  type RecoveryCodesResponse,
  type SecondFactorEnrolmentConfirmResponse,
  type SecondFactorEnrolmentResponse,
  type SecondFactorStep,
  type SuccessResponse,
  type TokenCreateResponse,
  personalDataMessages,
} from '@parenthese/shared';
import { AppError, conflict, forbidden } from '../../lib/app-error';
import { decryptSecret, encryptSecret } from '../../lib/secret-box';
import type { AuthenticatedUser } from '../../plugins/auth';
import { recordAudit } from '../accounts/audit';
import { findAccountById } from '../accounts/repository';
import { completeSignIn, signInError } from '../auth/service';
import { createSignInThrottle } from '../auth/sign-in-throttle';
import { deviceOwnerOf, knownDeviceIdFor, type DeviceOwner } from '../auth/device-cookie';
import type { SignInContext } from '../auth/service';
import { passwordStampOf, verifyChallenge, type VerifiedChallenge } from './challenge';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import {
  countUnusedRecoveryCodes,
  deleteSecondFactor,
  enableSecondFactor,
  findSecondFactor,
  isChallengeUsed,
  replaceRecoveryCodes,
  savePendingSecondFactor,
  spendChallenge,
  spendRecoveryCode,
  spendTimeStep,
} from './repository';
import { epochSecondsOf, matchTotpCode, newTotpSecret, totpLink, totpQrCodeSvg } from './totp';
import type { Services } from '../services';

export const CHALLENGE_EXPIRED = 'Votre demande de connexion a expiré. Veuillez saisir à nouveau votre mot de passe.';
export const WRONG_CODE = 'Code invalide ou déjà utilisé. Saisissez le code affiché par votre application.';
export const WRONG_RECOVERY_CODE = 'Code de secours invalide ou déjà utilisé.';
export const ALREADY_ENABLED = 'La double authentification est déjà activée sur ce compte.';
export const NOT_ENABLED = "La double authentification n'est pas activée sur ce compte.";
export const REQUIRED_CANNOT_DISABLE = 'La double authentification est obligatoire pour les administrateurs et les psychologues : elle ne peut pas être désactivée.';
export const OWN_RESET_REFUSED = 'Vous ne pouvez pas réinitialiser votre propre double authentification : connectez-vous avec un code de secours, puis renouvelez vos codes.';

const wrongCode = (statusCode: 400 | 401, field: 'code' | 'recoveryCode' = 'code') => {
  const message = field === 'code' ? WRONG_CODE : WRONG_RECOVERY_CODE;
  return new AppError(statusCode, message, { [field]: message });
};

/**
 * The TOTP second factor (issue 22): the sign-in's second step, enrolment and « Mon compte » (the TECH
 * reset is reset-requests.ts). Every code check counts against the sign-in throttle of the account, like a password.
 */
export function createSecondFactorService(deps: Pick<Services, 'db' | 'config' | 'metrics' | 'rateLimiters' | 'log' | 'clock'>) {
  const throttle = createSignInThrottle(deps);
  const key = deps.config.dataEncryptionKey;

  /**
   * The account a challenge names, if the challenge is genuine, unexpired, of this step, has not given a
   * session yet, and the account's password did not change since.
   */
  async function accountOfChallenge(challenge: string, step: SecondFactorStep) {
    const claims = await verifyChallenge(deps.config.jwtSecret, challenge, deps.clock.now());
    const isUsable = claims !== null && claims.step === step && !(await isChallengeUsed(deps.db, claims.challengeId));
    const user = isUsable ? await findAccountById(deps.db, claims.userId) : undefined;
    if (!claims || !user || passwordStampOf(user.passwordHash) !== claims.passwordStamp) throw signInError(401, CHALLENGE_EXPIRED);
    if (user.isLocked) throw signInError(403, 'Votre compte est bloqué. Veuillez contacter votre administrateur.');
    return { user, challenge: claims };
  }

  /** The session, opened in the transaction that spends the challenge: a challenge gives one session, whatever the code. */
  async function signInOnce(user: Parameters<typeof completeSignIn>[1], challenge: VerifiedChallenge, context: SignInContext) {
    const answer = await deps.db.transaction(async (tx) => {
      if (!(await spendChallenge(tx, challenge))) throw signInError(401, CHALLENGE_EXPIRED);
      return completeSignIn(deps, user, context, tx);
    });
    // Counted once committed: the password step was counted as second_factor_required.
    deps.metrics.signIn('success');
    return answer;
  }

  /** Checks a code of an enabled factor and spends its time step; wrong codes count as failed sign-ins. */
  async function spendCode(userId: string, code: string, clientAddress: string, statusCode: 400 | 401, knownDeviceId: string | null = null) {
    const attempt = await throttle.begin(`account:${userId}`, clientAddress, knownDeviceId);
    const factor = await findSecondFactor(deps.db, userId);
    if (!factor?.enabledAt) {
      await attempt.succeeded();
      throw conflict(NOT_ENABLED);
    }
    const timeStep = await matchTotpCode(decryptSecret(key, factor.secretEncrypted), code, factor.lastUsedTimeStep, epochSecondsOf(deps.clock.now()));
    if (timeStep === null || !(await spendTimeStep(deps.db, userId, timeStep))) {
      await attempt.failed();
      await recordAudit(deps.db, { actorUserId: userId, action: 'sign-in.failed', details: { clientAddress, step: 'second-factor' } });
      throw wrongCode(statusCode);
    }
    return attempt;
  }

  async function startEnrolment(user: { id: string; email: string | null; username: string | null }): Promise<SecondFactorEnrolmentResponse> {
    const factor = await findSecondFactor(deps.db, user.id);
    if (factor?.enabledAt) throw conflict(ALREADY_ENABLED);
    const secret = newTotpSecret();
    await savePendingSecondFactor(deps.db, user.id, encryptSecret(key, secret));
    const otpauthUrl = totpLink(secret, user.email ?? user.username ?? '');
    return { secret, otpauthUrl, qrCodeSvg: await totpQrCodeSvg(otpauthUrl) };
  }

  /** The first code proves the app holds the secret: the factor is on, with ten fresh recovery codes. */
  async function confirmEnrolment(userId: string, code: string, clientAddress: string, statusCode: 400 | 401, knownDeviceId: string | null = null): Promise<string[]> {
    const attempt = await throttle.begin(`account:${userId}`, clientAddress, knownDeviceId);
    const factor = await findSecondFactor(deps.db, userId);
    if (factor?.enabledAt) {
      await attempt.succeeded();
      throw conflict(ALREADY_ENABLED);
    }
    const timeStep = factor ? await matchTotpCode(decryptSecret(key, factor.secretEncrypted), code, null, epochSecondsOf(deps.clock.now())) : null;
    if (timeStep === null) {
      await attempt.failed();
      throw wrongCode(statusCode);
    }
    const recoveryCodes = newRecoveryCodes();
    const isEnabled = await deps.db.transaction(async (tx) => {
      if (!(await enableSecondFactor(tx, userId, timeStep))) return false;
      await replaceRecoveryCodes(tx, userId, recoveryCodes.map(hashRecoveryCode));
      await recordAudit(tx, { actorUserId: userId, action: 'second-factor.enabled', target: { type: 'user', id: userId } });
      return true;
    });
    if (!isEnabled) throw conflict(ALREADY_ENABLED);
    await attempt.succeeded();
    return recoveryCodes;
  }

  async function renewRecoveryCodes(userId: string) {
    const recoveryCodes = newRecoveryCodes();
    await deps.db.transaction(async (tx) => {
      await replaceRecoveryCodes(tx, userId, recoveryCodes.map(hashRecoveryCode));
      await recordAudit(tx, { actorUserId: userId, action: 'second-factor.recovery-codes-renewed', target: { type: 'user', id: userId } });
    });
    return recoveryCodes;
  }

  return {
    /** POST /token/second-factor: the challenge and a code (or a recovery code) → the spec token answer. */
    async signInWithSecondFactor(input: { challenge: string; code?: string; recoveryCode?: string }, context: SignInContext): Promise<{ deviceOwner: DeviceOwner; answer: TokenCreateResponse }> {
      const { user, challenge } = await accountOfChallenge(input.challenge, 'CODE');
      // The owner's known device is not held by the brakes that unknown devices face (device-cookie.ts).
      const knownDeviceId = knownDeviceIdFor(context.knownDevice, user);
      if (input.code !== undefined) {
        const attempt = await spendCode(user.id, input.code, context.clientAddress, 401, knownDeviceId);
        const answer = await signInOnce(user, challenge, context);
        await attempt.succeeded();
        return { deviceOwner: deviceOwnerOf(user), answer };
      }
      const attempt = await throttle.begin(`account:${user.id}`, context.clientAddress, knownDeviceId);
      const isSpent = await deps.db.transaction(async (tx) => {
        if (!(await spendRecoveryCode(tx, user.id, hashRecoveryCode(input.recoveryCode ?? '')))) return false;
        await recordAudit(tx, { actorUserId: user.id, action: 'second-factor.recovery-code-used', target: { type: 'user', id: user.id } });
        return true;
      });
      if (!isSpent) {
        await attempt.failed();
        await recordAudit(deps.db, { actorUserId: user.id, action: 'sign-in.failed', details: { clientAddress: context.clientAddress, step: 'recovery-code' } });
        throw wrongCode(401, 'recoveryCode');
      }
      const answer = await signInOnce(user, challenge, context);
      await attempt.succeeded();
      return { deviceOwner: deviceOwnerOf(user), answer };
    },

    /** POST /token/second-factor/enrolment: a new secret for an administrator or psychologist who must enrol. */
    async startEnrolmentAtSignIn(challenge: string) {
      return startEnrolment((await accountOfChallenge(challenge, 'ENROL')).user);
    },

    /** POST /token/second-factor/enrolment/confirm: the first code → the token, and the recovery codes shown once. */
    async confirmEnrolmentAtSignIn(input: { challenge: string; code: string }, context: SignInContext): Promise<{ deviceOwner: DeviceOwner; answer: SecondFactorEnrolmentConfirmResponse }> {
      const { user, challenge } = await accountOfChallenge(input.challenge, 'ENROL');
      const recoveryCodes = await confirmEnrolment(user.id, input.code, context.clientAddress, 401, knownDeviceIdFor(context.knownDevice, user));
      return { deviceOwner: deviceOwnerOf(user), answer: { ...(await signInOnce(user, challenge, context)), recoveryCodes } };
    },

    async status(user: AuthenticatedUser): Promise<AccountSecondFactorStatus> {
      const factor = await findSecondFactor(deps.db, user.id);
      const isEnabled = Boolean(factor?.enabledAt);
      return { isEnabled, isRequired: isSecondFactorRequired(user.role), recoveryCodesLeft: isEnabled ? await countUnusedRecoveryCodes(deps.db, user.id) : 0 };
    },

    startEnrolment: (user: AuthenticatedUser) => startEnrolment(user),

    async confirmEnrolment(user: AuthenticatedUser, code: string, clientAddress: string): Promise<RecoveryCodesResponse> {
      return { recoveryCodes: await confirmEnrolment(user.id, code, clientAddress, 400) };
    },

    /** New recovery codes against a code from the app; the previous ones stop working. */
    async renewRecoveryCodes(user: AuthenticatedUser, code: string, clientAddress: string): Promise<RecoveryCodesResponse> {
      const attempt = await spendCode(user.id, code, clientAddress, 400);
      await attempt.succeeded();
      return { recoveryCodes: await renewRecoveryCodes(user.id) };
    },

    /**
     * A sensitive action of the account's owner (erasing it): when a factor is enabled, a code from the
     * app is required and spent, and a wrong one counts against the sign-in throttle; nothing otherwise.
     */
    async confirmSensitiveAction(userId: string, code: string | undefined, clientAddress: string): Promise<void> {
      const factor = await findSecondFactor(deps.db, userId);
      if (!factor?.enabledAt) return;
      if (!code) throw new AppError(400, personalDataMessages.codeRequired, { code: personalDataMessages.codeRequired });
      const attempt = await spendCode(userId, code, clientAddress, 400);
      await attempt.succeeded();
    },

    /** Employees only: for administrators and psychologists the second factor is not optional. */
    async disable(user: AuthenticatedUser, code: string, clientAddress: string): Promise<SuccessResponse> {
      if (isSecondFactorRequired(user.role)) throw forbidden(REQUIRED_CANNOT_DISABLE);
      const attempt = await spendCode(user.id, code, clientAddress, 400);
      await attempt.succeeded();
      await deps.db.transaction(async (tx) => {
        await deleteSecondFactor(tx, user.id);
        await recordAudit(tx, { actorUserId: user.id, action: 'second-factor.disabled', target: { type: 'user', id: user.id } });
      });
      return { success: true, message: 'La double authentification est désactivée.' };
    },
  };
}
