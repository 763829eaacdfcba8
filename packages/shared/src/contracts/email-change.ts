import { z } from 'zod';

/**
 * A sign-in email changes only when its owner proves it (issue 20): whoever starts the change, the
 * account keeps its current email until the link mailed to the new address is followed.
 */

/** Shown with an account while its change waits for confirmation (the owner's profile, the admin cards). */
export const pendingEmailChangeSchema = z.object({
  mail: z.string(),
  /** ISO date after which the link no longer works. */
  expiresAt: z.string(),
});
export type PendingEmailChange = z.infer<typeof pendingEmailChangeSchema>;

/** `pendingEmailChange` of an account answer: absent or null when nothing waits. */
export const pendingEmailChangeFieldSchema = pendingEmailChangeSchema.nullable().optional();

/** POST /api/account/email-change/confirm/{emailChangeToken} and …/refuse/{emailChangeToken} */
export const emailChangeTokenParamsSchema = z.object({
  emailChangeToken: z
    .string()
    .min(16, 'Lien invalide')
    .max(128, 'Lien invalide')
    .regex(/^[A-Za-z0-9_-]+$/, 'Lien invalide'),
});

export const EMAIL_CHANGE_LIFETIME_HOURS = 24;

export const emailChangeMessages = {
  /** Unknown, used, replaced or expired link: the same answer for each, as for the reset link. */
  invalidLink: 'Le lien de confirmation est invalide ou a expiré.',
  confirmationSent: "Un lien de confirmation a été envoyé à la nouvelle adresse. L'adresse actuelle reste celle de connexion jusqu'à ce que le lien soit suivi.",
  confirmed: 'Votre adresse email de connexion a été modifiée. Veuillez vous reconnecter avec la nouvelle adresse.',
  refused: "La demande de changement d'adresse a été annulée. Votre adresse de connexion reste inchangée.",
  /** At confirmation, if another account took the address in between. */
  addressTaken: 'Cette adresse est déjà utilisée par un autre compte : le changement ne peut pas être effectué.',
  tooManyRequests: "Trop de demandes de changement d'adresse pour ce compte. Veuillez réessayer dans une heure.",
  /** The screens' line under the current address while a change waits. */
  pending: (mail: string) => `Changement en attente de confirmation : ${mail}`,
} as const;
