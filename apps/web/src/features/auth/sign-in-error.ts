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

export const CHALLENGE_EXPIRED_MESSAGE = 'Le délai de connexion a expiré. Saisissez à nouveau votre mot de passe.';

/**
 * The sign-in challenge is no longer valid (too old, or already used): the server names the field
 * `challenge`; the user must start again from the password.
 */
export function isExpiredChallenge(error: unknown): boolean {
  return error instanceof HttpError && error.status !== 429 && error.fieldErrors.challenge !== undefined;
}
