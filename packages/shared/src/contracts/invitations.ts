import { z } from 'zod';
import { newPasswordSchema, whenPasswordPassed } from '../rules/password-policy';
import { ROLES } from '../rules/roles';
import { contactEmailField } from './person-fields';

/**
 * Accounts invited by email (decisions 0033 and 0046): employees (issue 24), psychologists and
 * administrators (issue 33). An activation link mailed to the address, valid INVITATION_LIFETIME_DAYS
 * days and single use, where the owner chooses their password; staff then enrol their second factor.
 */
export const INVITATION_LIFETIME_DAYS = 14;
/** An administrator may send an account's invitation again once in this many minutes. */
export const INVITATION_RESEND_INTERVAL_MINUTES = 10;

/**
 * Where an account's invitation stands, as administrators see it (no link, no mail content):
 * - NOT_SENT: the account exists, its mail is not written yet (an import writes them once the file is created);
 * - PENDING: mailed, the link still works;
 * - EXPIRED: mailed, the link expired unused (it may be sent again);
 * - ACCEPTED: the owner followed the link and chose a password.
 */
export const INVITATION_STATUSES = ['NOT_SENT', 'PENDING', 'EXPIRED', 'ACCEPTED'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const accountInvitationSchema = z.object({
  status: z.enum(INVITATION_STATUSES),
  /** The email the invitation was sent to. */
  mail: z.string(),
  /** When the last link was mailed; null while NOT_SENT. */
  sentAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type AccountInvitation = z.infer<typeof accountInvitationSchema>;

export const invitationMessages = {
  /** Expired, used, replaced or unknown links each get their page; this is the API's one sentence for all. */
  invalidLink: "Ce lien d'invitation n'est plus valable. Demandez une nouvelle invitation à votre employeur ou à l'administrateur de votre espace.",
  notPending: "Cet employé n'a pas d'invitation en attente.",
  resendTooSoon: `Une invitation vient d'être envoyée à cet employé. Veuillez patienter ${INVITATION_RESEND_INTERVAL_MINUTES} minutes avant de la renvoyer.`,
  tooManyAttempts: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
  staffNotPending: "Ce compte n'a pas d'invitation en attente : il est déjà activé.",
  staffResendTooSoon: `Une invitation vient d'être envoyée à ce compte. Veuillez patienter ${INVITATION_RESEND_INTERVAL_MINUTES} minutes avant de la renvoyer.`,
  invitedNoTemporaryPassword: "Cet employé est invité par email : renvoyez-lui l'invitation plutôt qu'un mot de passe temporaire.",
  contactEmailEmployeesOnly: "Une adresse personnelle pour les messages ne se donne que pour le compte d'un employé.",
} as const;

export const invitationTokenParamsSchema = z.object({
  invitationToken: z
    .string()
    .min(16, 'Lien invalide')
    .max(128, 'Lien invalide')
    .regex(/^[A-Za-z0-9_-]+$/, 'Lien invalide'),
});

/**
 * GET /api/account/invitation/check/{invitationToken}: whether the link can be used, without spending it.
 * A usable link gives the email it was sent to, filled read-only in the form (the link proves it), and the
 * account's role (an employee's page offers a personal address for the mails, decision 0047); otherwise why not: 'expired', 'used' (the account is active: sign in), or 'invalid' (replaced by a newer link, or unknown).
 */
export const invitationCheckResponseSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('valid'), mail: z.string(), firstName: z.string(), role: z.enum(ROLES) }),
  z.object({ state: z.literal('expired') }),
  z.object({ state: z.literal('used') }),
  z.object({ state: z.literal('invalid') }),
]);
export type InvitationCheckResponse = z.infer<typeof invitationCheckResponseSchema>;

/**
 * POST /api/account/invitation/accept/{invitationToken}: the password chosen. An employee is signed in
 * (tokenCreateResponseSchema); a psychologist or an administrator gets the sign-in's ENROL challenge
 * (tokenCreateAnswerSchema), and a session only once their second factor is enrolled.
 */
export const invitationAcceptRequestSchema = z.object({
  password: newPasswordSchema,
  /**
   * An employee's personal address for the mails (decision 0047), as at the first connection: mailed a
   * link to confirm it; '' for none. Refused for a psychologist or an administrator.
   */
  contactEmail: contactEmailField.optional().default(''),
});
export type InvitationAcceptRequest = z.infer<typeof invitationAcceptRequestSchema>;

/** Browser form of the activation page: the confirmation is checked here too. */
export const invitationAcceptFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string(), contactEmail: contactEmailField.optional().default('') })
  .refine((value) => value.password === value.confirmPassword, { message: 'Les mots de passe ne correspondent pas', path: ['confirmPassword'], when: whenPasswordPassed('password') });
