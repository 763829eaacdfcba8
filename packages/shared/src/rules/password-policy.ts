import { z } from 'zod';
import type { Role } from './roles';

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for passphrases, short enough that hashing cannot be abused. */
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*?&';

export const passwordMessages = {
  tooShort: 'Le mot de passe doit contenir au moins 8 caractères',
  tooLong: 'Le mot de passe doit contenir au plus 128 caractères',
  complexity: 'Le mot de passe doit contenir au moins une minuscule, une majuscule, un chiffre et un caractère spécial',
  mismatch: 'Les mots de passe ne correspondent pas',
  /** Checked by the server only: the list of common passwords is not sent to the browser. */
  tooCommon: 'Ce mot de passe est trop courant, choisissez-en un autre',
  /** Checked by the server only (the strength estimate's dictionaries are too large for the browser). */
  tooGuessable: 'Ce mot de passe est trop facile à deviner (motif répété, suite ou mot courant) : allongez-le, par exemple avec plusieurs mots sans lien',
} as const;

/** Shown beside every new-password field: the spec's rule counts only these as special characters. */
export const PASSWORD_SPECIAL_CHARACTERS_HINT = `Caractères spéciaux acceptés : ${[...PASSWORD_SPECIAL_CHARACTERS].join(' ')}`;

/**
 * The lowest score of zxcvbn-ts's strength estimate (0, guessed at once, to 4) a chosen password may have,
 * after the composition rules: `Aa1!Aa1!` meets those and scores 1. Staff accounts (psychologists,
 * administrators) reach every employee's or patient's data, so they need 3 (about 10^8 guesses and more).
 */
export const PASSWORD_MINIMUM_STRENGTH = { EMPLOYEE: 2, DOCTOR: 3, ADMIN: 3 } as const satisfies Record<Role, number>;

// Starts with a letter, a digit or an allowed special, and holds one of each class.
const COMPLEXITY = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]/;

export function isPasswordComplexEnough(password: string): boolean {
  return COMPLEXITY.test(password);
}

/** The password policy of spec section 5, applied by the browser and the server alike. */
export const newPasswordSchema = z
  .string({ error: 'Le mot de passe est requis' })
  .min(PASSWORD_MIN_LENGTH, passwordMessages.tooShort)
  .max(PASSWORD_MAX_LENGTH, passwordMessages.tooLong)
  .refine(isPasswordComplexEnough, passwordMessages.complexity);

/**
 * The `when` of a form's confirmation check: the confirmation is compared only once the password itself
 * passed. The spec applies the rules in order (blank, length, complexity, then the confirmation), so a form
 * tells the first that fails, never a short password and a mismatch at once.
 */
export const whenPasswordPassed =
  (passwordField: string) =>
  (payload: z.core.ParsePayload): boolean =>
    !payload.issues.some((issue) => issue.path?.[0] === passwordField);
