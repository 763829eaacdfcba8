import type { Role } from './roles';

/** TOTP parameters (RFC 6238): the server, the demo and the tests all compute codes with these. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Codes of the previous and next time step are accepted too (clock drift). */
export const TOTP_WINDOW_STEPS = 1;
/** The issuer shown in authenticator apps. */
export const TOTP_ISSUER = 'Parenthèse';

/** How long the challenge answered by POST /token/create stays usable. */
export const SECOND_FACTOR_CHALLENGE_SECONDS = 5 * 60;
export const RECOVERY_CODE_COUNT = 10;

/** Administrators and psychologists read health-adjacent data: a password alone does not open their account. */
export function isSecondFactorRequired(role: Role): boolean {
  return role === 'ADMIN' || role === 'DOCTOR';
}

/** Recovery codes are shown grouped (« k7qm-2xpa-9rtd-h4nw »); typed with or without dashes, spaces or capitals. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}
