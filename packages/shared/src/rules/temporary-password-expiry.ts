import { z } from 'zod';

/** How long a temporary password works when the server's configuration says nothing (TEMPORARY_PASSWORD_LIFETIME_DAYS). */
export const DEFAULT_TEMPORARY_PASSWORD_LIFETIME_DAYS = 7;

const DAY_MILLISECONDS = 24 * 60 * 60 * 1000;

export const temporaryPasswordMessages = {
  /** Signing in with the right temporary password after it expired. */
  expired: 'Ce mot de passe temporaire a expiré. Demandez-en un nouveau à votre administrateur.',
  /** Issuing a new one for an account whose owner already chose their password. */
  notOnFirstConnection: "Ce compte a déjà choisi son mot de passe : il n'a pas de mot de passe temporaire à renouveler.",
  /** The administrator's screens, in place of a password nobody can use any more. */
  expiredLabel: 'expiré',
  reissueAction: 'Nouveau mot de passe temporaire',
  /** Revealing a password the account no longer has (chosen, expired, replaced by an invitation). */
  nothingToReveal: "Ce compte n'a pas de mot de passe temporaire à afficher.",
  /** The reveal button and its failure. */
  revealAction: 'Afficher',
  revealFailed: "Impossible d'afficher le mot de passe temporaire. Veuillez réessayer.",
} as const;

/** When a temporary password issued at `issuedAt` stops working. */
export function temporaryPasswordExpiresAt(issuedAt: Date, lifetimeDays: number): Date {
  return new Date(issuedAt.getTime() + lifetimeDays * DAY_MILLISECONDS);
}

/** True once the temporary password has outlived its lifetime; an account with none (own password) never is. */
export function isTemporaryPasswordExpired(issuedAt: Date | null, lifetimeDays: number, now: Date): boolean {
  return issuedAt !== null && temporaryPasswordExpiresAt(issuedAt, lifetimeDays).getTime() <= now.getTime();
}

/**
 * Where an account's temporary password stands, beside `password` in the administrator's answers:
 * the password itself is left empty once expired, so nobody is handed one that no longer works.
 */
export const temporaryPasswordStateFields = {
  /** When the temporary password stops working (ISO); null without one. */
  temporaryPasswordExpiresAt: z.string().nullable(),
  /** The account is on its first connection and its temporary password has expired: issue a new one. */
  isTemporaryPasswordExpired: z.boolean(),
};
