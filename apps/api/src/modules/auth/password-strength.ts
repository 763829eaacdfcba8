import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as frenchDictionary } from '@zxcvbn-ts/language-fr';
import { PASSWORD_MINIMUM_STRENGTH, passwordMessages, type Role } from '@parenthese/shared';
import { badRequest } from '../../lib/app-error';
import { assertNotCommonPassword } from './common-passwords';

// Built on the first new password (its dictionaries take a moment to index), then kept for the process.
let estimator: ZxcvbnFactory | undefined;

/** zxcvbn-ts's score (0 to 4) of a password, with its English and French dictionaries and keyboard layouts. */
export function passwordStrength(password: string): number {
  estimator ??= new ZxcvbnFactory({ dictionary: { ...commonDictionary, ...frenchDictionary }, graphs: adjacencyGraphs });
  return estimator.check(password).score;
}

/**
 * Every password a person chooses passes here after the composition rules and before it is hashed: not in
 * the common list, and not made of a pattern the strength estimate guesses quickly (repeats, sequences,
 * keyboard walks, dates), by the account's role. A 400 on the form's field; nothing is spent or changed.
 */
export function assertPasswordHardToGuess(password: string, field: string, role: Role): void {
  assertNotCommonPassword(password, field);
  if (passwordStrength(password) < PASSWORD_MINIMUM_STRENGTH[role]) throw badRequest(passwordMessages.tooGuessable, { [field]: passwordMessages.tooGuessable });
}
