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

/** The French answers of the four-eyes second-factor reset (decision 0044), for the server and the web app. */
export const secondFactorResetMessages = {
  requested: 'Demande enregistrée. Un second administrateur TECH doit l’approuver dans les 24 heures ; le titulaire du compte en est informé et peut la refuser.',
  alreadyPending: 'Une demande de réinitialisation de ce compte attend déjà l’approbation d’un second administrateur TECH.',
  heldByEmailChange: 'L’adresse de connexion de ce compte a changé il y a moins de 72 heures : sa double authentification ne peut pas être réinitialisée avant la fin de ce délai.',
  approved: 'La double authentification du compte a été réinitialisée. Son titulaire et les administrateurs TECH en sont informés.',
  cancelled: 'La demande de réinitialisation est annulée.',
  refusedByOwner: 'La demande de réinitialisation de votre double authentification est refusée : rien n’a changé sur votre compte.',
  notFound: 'Demande de réinitialisation introuvable.',
  alreadyDecided: 'Cette demande a déjà été traitée.',
  invalidLink: 'Ce lien n’est plus valide : la demande a déjà été traitée ou a expiré.',
} as const;
