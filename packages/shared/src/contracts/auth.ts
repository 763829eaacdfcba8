import { z } from 'zod';
import { newPasswordSchema, whenPasswordPassed } from '../rules/password-policy';
import { ROLES } from '../rules/roles';
import { EMAIL_MAX_LENGTH, contactEmailField, emailField } from './person-fields';

/** A required, lower-cased email address (the person field). */
export const emailSchema = emailField();

/** POST /api/token/create — usermail is an email or an employee identifier. */
export const tokenCreateRequestSchema = z.object({
  usermail: z.string({ error: "L'email ou l'identifiant est requis" }).trim().min(1, "L'email ou l'identifiant est requis").max(EMAIL_MAX_LENGTH, 'Identifiant trop long'),
  password: z.string({ error: 'Le mot de passe est requis' }).min(1, 'Le mot de passe est requis').max(256, 'Mot de passe trop long'),
});
export type TokenCreateRequest = z.infer<typeof tokenCreateRequestSchema>;

export const tokenCreateResponseSchema = z.object({
  token: z.string(),
  login: z.string(),
  role: z.enum(ROLES),
  firstConnexion: z.boolean(),
});
export type TokenCreateResponse = z.infer<typeof tokenCreateResponseSchema>;

/** GET /api/token/check — the session is still accepted: whose it is, and whether the first connection is still to complete. */
export const tokenCheckResponseSchema = z.object({
  userId: z.uuid(),
  role: z.enum(ROLES),
  firstConnexion: z.boolean(),
});
export type TokenCheckResponse = z.infer<typeof tokenCheckResponseSchema>;

/** POST /api/account/first/connection — employees must give an email, others keep theirs. */
export const firstConnectionRequestSchema = z.object({
  mail: z.string().trim().max(EMAIL_MAX_LENGTH, 'Adresse email trop longue').optional().default(''),
  password: newPasswordSchema,
  /** An employee's personal address for the mails (decision 0047), mailed a link to confirm it; '' for none. */
  contactEmail: contactEmailField.optional().default(''),
});
export type FirstConnectionRequest = z.infer<typeof firstConnectionRequestSchema>;

/** Browser form of the first connection page: the confirmation is checked here too. */
export function firstConnectionFormSchema(isEmailRequired: boolean) {
  return z
    .object({
      mail: isEmailRequired ? emailSchema : z.string().trim().optional().default(''),
      contactEmail: contactEmailField.optional().default(''),
      password: newPasswordSchema,
      confirmPassword: z.string(),
    })
    .refine((value) => value.password === value.confirmPassword, {
      message: 'Les mots de passe ne correspondent pas',
      path: ['confirmPassword'],
      when: whenPasswordPassed('password'),
    });
}

/** POST /api/account/password/reset/request — by email or by employee identifier. */
export const passwordResetRequestSchema = z
  .object({
    mail: z.string().trim().max(EMAIL_MAX_LENGTH, 'Adresse email trop longue').optional().default(''),
    id: z.string().trim().max(EMAIL_MAX_LENGTH, 'Identifiant trop long').optional().default(''),
    // The admin-side names of the same fields (spec section 7).
    userMail: z.string().trim().max(EMAIL_MAX_LENGTH, 'Adresse email trop longue').optional(),
    userName: z.string().trim().max(EMAIL_MAX_LENGTH, 'Identifiant trop long').optional(),
  })
  .transform((value) => ({ mail: value.mail || value.userMail || '', id: value.id || value.userName || '' }))
  .refine((value) => value.mail !== '' || value.id !== '', {
    message: 'Veuillez saisir votre email ou identifiant.',
    path: ['mail'],
  });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

export const PASSWORD_RESET_NEUTRAL_MESSAGE = "Si les informations saisies correspondent à un compte, un email contenant un lien de réinitialisation vient d'être envoyé.";

/** GET /api/account/password/reset/check/{resetToken}: whether the link can still be used, without spending it. */
export const passwordResetCheckResponseSchema = z.object({ isValid: z.boolean() });
export type PasswordResetCheckResponse = z.infer<typeof passwordResetCheckResponseSchema>;

/** POST /api/account/password/reset/confirm/{resetToken} */
export const passwordResetConfirmRequestSchema = z.object({ newPassword: newPasswordSchema });
export const resetTokenParamsSchema = z.object({
  resetToken: z
    .string()
    .min(16, 'Lien invalide')
    .max(128, 'Lien invalide')
    .regex(/^[A-Za-z0-9_-]+$/, 'Lien invalide'),
});

/** Browser form of the reset page, with the messages of spec section 5 in their order. */
export const passwordResetFormSchema = z
  .object({
    newPassword: z.string().min(1, 'Veuillez saisir un nouveau mot de passe.').min(8, 'Le mot de passe doit contenir au moins 8 caractères.').pipe(newPasswordSchema),
    confirmPassword: z.string(),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: 'Les mots de passe ne correspondent pas.',
    path: ['confirmPassword'],
    when: whenPasswordPassed('newPassword'),
  });

/** POST /api/account/lock/toggle (admins only, never on oneself). */
export const lockToggleRequestSchema = z.object({
  userId: z.uuid('Identifiant invalide'),
  lockAccount: z.boolean({ error: 'lockAccount doit être un booléen' }),
});
export const lockToggleResponseSchema = z.object({ userId: z.string(), locked: z.boolean() });
