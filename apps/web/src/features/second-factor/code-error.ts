import { totpCodeSchema } from '@parenthese/shared';

/** The French message of a code typed wrong (empty, not six digits), or null when it may be sent. */
export function totpCodeError(code: string): string | null {
  const parsed = totpCodeSchema.safeParse(code);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Code invalide');
}
