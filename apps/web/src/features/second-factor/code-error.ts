import { totpCodeSchema } from '@parenthese/shared';

export const MISSING_CODE_MESSAGE = 'Veuillez saisir le code à 6 chiffres.';

/** The French message of a code typed wrong (empty, not six digits), or null when it may be sent. */
export function totpCodeError(code: string): string | null {
  if (code.trim() === '') return MISSING_CODE_MESSAGE;
  const parsed = totpCodeSchema.safeParse(code);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Code invalide');
}
