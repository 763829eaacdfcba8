import { z } from 'zod';
import { EMAIL_CHANGE_RESET_HOLD_HOURS, EMAIL_CHANGE_UNDO_DAYS } from '../rules/insider-safeguards';
import { personFields } from './person-fields';
import { recoveryCodeSchema, totpCodeSchema } from './second-factor';

/**
 * Only the owner changes a sign-in email (issue 33, decision 0043): an administrator proposes, the
 * signed-in owner accepts with their password and second factor, the new address confirms, and the
 * former one can undo the change for EMAIL_CHANGE_UNDO_DAYS.
 */

/**
 * Shown with an account while a change is open (the owner's profile, the admin cards):
 * AWAITING_OWNER, an administrator's proposal the owner has not answered; PENDING, waiting for the
 * link mailed to the new address.
 */
export const pendingEmailChangeSchema = z.object({
  mail: z.string(),
  status: z.enum(['AWAITING_OWNER', 'PENDING']),
  /** ISO date after which the proposal or the link no longer works. */
  expiresAt: z.string(),
});
export type PendingEmailChange = z.infer<typeof pendingEmailChangeSchema>;

/** `pendingEmailChange` of an account answer: absent or null when nothing waits. */
export const pendingEmailChangeFieldSchema = pendingEmailChangeSchema.nullable().optional();

/** POST /api/account/email-change/confirm/{emailChangeToken}, …/refuse/{emailChangeToken} and …/undo/{emailChangeToken} */
export const emailChangeTokenParamsSchema = z.object({
  emailChangeToken: z
    .string()
    .min(16, 'Lien invalide')
    .max(128, 'Lien invalide')
    .regex(/^[A-Za-z0-9_-]+$/, 'Lien invalide'),
});

export const EMAIL_CHANGE_LIFETIME_HOURS = 24;
/** An administrator's proposal waits this long for its owner's answer. */
export const EMAIL_CHANGE_PROPOSAL_DAYS = 7;

/**
 * The owner's proof for a change of their sign-in email: the current password, and, when the account
 * has a second factor (staff always do), a code from the app or one recovery code.
 */
export const ownerProofSchema = z.object({
  password: z.string({ error: 'Le mot de passe est requis' }).min(1, 'Le mot de passe est requis').max(256, 'Mot de passe invalide'),
  code: totpCodeSchema.optional(),
  recoveryCode: recoveryCodeSchema.optional(),
});
export type OwnerProof = z.input<typeof ownerProofSchema>;

/** POST /api/account/email-change/proposal/accept */
export const emailChangeProposalAcceptRequestSchema = ownerProofSchema;
export type EmailChangeProposalAcceptRequest = z.input<typeof emailChangeProposalAcceptRequestSchema>;

/** POST /api/account/email-change/request: the owner's own change, from their account page. */
export const ownEmailChangeRequestSchema = ownerProofSchema.extend({ mail: personFields.email });
export type OwnEmailChangeRequest = z.input<typeof ownEmailChangeRequestSchema>;

/** GET /api/account/email-change/proposal: the administrator's proposal waiting for the signed-in owner, if any. */
export const emailChangeProposalSchema = z.object({
  /** The proposed address, in full: the owner decides on it. */
  mail: z.string(),
  proposedAt: z.string(),
  expiresAt: z.string(),
});
export type EmailChangeProposal = z.infer<typeof emailChangeProposalSchema>;
export const emailChangeProposalAnswerSchema = z.object({ proposal: emailChangeProposalSchema.nullable() });
export type EmailChangeProposalAnswer = z.infer<typeof emailChangeProposalAnswerSchema>;

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
  /** The admin screens' line while a proposal waits for its owner. */
  awaitingOwner: (mail: string) => `Changement proposé, en attente de son titulaire : ${mail}`,
  /** Under an administrator's email field, past the first connection. */
  adminFormNotice: (mail: string) => `Une demande de changement sera envoyée à ${mail} ; l'adresse ne change que si son titulaire la confirme.`,
  proposalNotFound: "Aucune demande de changement d'adresse n'attend votre réponse.",
  proposalDeclined: "La demande de changement d'adresse a été déclinée. Votre adresse de connexion reste inchangée.",
  wrongPassword: 'Mot de passe incorrect',
  codeRequired: 'Saisissez le code de votre application d’authentification ou un code de secours',
  /** A profile form sent with another address: the change has its own form, with the password and the code. */
  useOwnChangeForm: "Pour changer votre adresse de connexion, utilisez « Changer d'adresse » : votre mot de passe et votre code vous seront demandés.",
  undone: "Le changement d'adresse a été annulé : votre adresse de connexion est de nouveau celle-ci. Toutes les sessions ont été fermées ; changez votre mot de passe dès que possible.",
  undoInvalidLink: "Le lien d'annulation est invalide ou a expiré.",
  /** POST …/password/reset/confirm while the hold lasts. */
  resetHeld: `L'adresse de connexion de ce compte a changé il y a moins de ${EMAIL_CHANGE_RESET_HOLD_HOURS} heures : la réinitialisation du mot de passe est suspendue pendant ce délai. Contactez l'équipe Parenthèse si vous n'êtes pas à l'origine de ce changement.`,
  undoLinkNote: `Ce lien est valable ${EMAIL_CHANGE_UNDO_DAYS} jours.`,
} as const;
