import { HttpError } from '@/lib/http-client';

export const SIGN_IN_ERROR_TITLE = 'Erreur de connexion';
export const DEFAULT_SIGN_IN_ERROR = 'Identifiants invalides. Veuillez vérifier votre email et mot de passe.';
export const MISSING_TOKEN_ERROR = 'Token manquant';
export const NETWORK_ERROR = 'Erreur réseau';

/** The sentence under 'Erreur de connexion' (spec section 8, sign-in). */
export function signInErrorMessage(error: unknown): string {
  if (!(error instanceof HttpError)) return DEFAULT_SIGN_IN_ERROR;
  if (error.fieldErrors.global) return error.fieldErrors.global;
  if (error.status === 0) return NETWORK_ERROR;
  // Malformed input and rate limits carry their own French sentence.
  if ((error.status === 400 || error.status === 429) && error.message) return error.message;
  return DEFAULT_SIGN_IN_ERROR;
}

export const CHALLENGE_EXPIRED_MESSAGE = 'Votre demande de connexion a expiré. Veuillez saisir à nouveau votre mot de passe.';

/**
 * The sign-in challenge no longer opens anything (too old, malformed, or the account's sessions ended
 * since): a 401 that blames no code, or a refused `challenge` field. The user starts again from the password.
 */
export function isExpiredChallenge(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  if (error.fieldErrors.challenge !== undefined) return true;
  return error.status === 401 && error.fieldErrors.code === undefined && error.fieldErrors.recoveryCode === undefined;
}

/** Why the second step refused: the code's own message (wrong or already used), else the sign-in's. */
export function secondFactorErrorMessage(error: unknown): string {
  if (error instanceof HttpError && (error.fieldErrors.code ?? error.fieldErrors.recoveryCode)) return (error.fieldErrors.code ?? error.fieldErrors.recoveryCode)!;
  return signInErrorMessage(error);
}
