import { z } from 'zod';
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
