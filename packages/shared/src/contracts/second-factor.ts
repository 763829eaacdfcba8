import { z } from 'zod';
import { TOTP_DIGITS } from '../rules/second-factor';
import { tokenCreateResponseSchema } from './auth';

/** A code from an authenticator app: six digits (spaces typed by the user are dropped). */
export const totpCodeSchema = z
  .string({ error: 'Le code est requis' })
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), `Le code doit contenir ${TOTP_DIGITS} chiffres`));

/** A single-use recovery code, as shown at enrolment (« k7qm-2xpa-9rtd-h4nw »). */
export const recoveryCodeSchema = z.string({ error: 'Le code de secours est requis' }).trim().min(1, 'Le code de secours est requis').max(64, 'Code de secours invalide');

export const challengeSchema = z.string({ error: 'La demande de connexion est manquante' }).min(1, 'La demande de connexion est manquante').max(4096, 'Demande de connexion invalide');

export const SECOND_FACTOR_STEPS = ['CODE', 'ENROL'] as const;
export type SecondFactorStep = (typeof SECOND_FACTOR_STEPS)[number];

/**
 * POST /api/token/create when the password is right but a second factor is needed: CODE for an
 * enrolled account, ENROL for an administrator or psychologist who must enrol before going further.
 */
export const secondFactorChallengeSchema = z.object({
  secondFactor: z.enum(SECOND_FACTOR_STEPS),
  challenge: z.string(),
  expiresInSeconds: z.number().int().positive(),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

/** Every answer of POST /api/token/create: the spec's token, or a second-factor challenge. */
export const tokenCreateAnswerSchema = z.union([tokenCreateResponseSchema, secondFactorChallengeSchema]);
export type TokenCreateAnswer = z.infer<typeof tokenCreateAnswerSchema>;

export function isSecondFactorChallenge(answer: TokenCreateAnswer): answer is SecondFactorChallenge {
  return 'secondFactor' in answer;
}

/** POST /api/token/second-factor: the challenge with either a code or a recovery code → the spec token answer. */
export const secondFactorSignInRequestSchema = z
  .object({
    challenge: challengeSchema,
    code: totpCodeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
  })
  .refine((value) => (value.code === undefined) !== (value.recoveryCode === undefined), {
    message: 'Saisissez le code de votre application ou un code de secours',
    path: ['code'],
  });
export type SecondFactorSignInRequest = z.input<typeof secondFactorSignInRequestSchema>;

/** POST /api/token/second-factor/enrolment {challenge}, and POST /api/account/second-factor/enrolment (no body). */
export const secondFactorEnrolmentRequestSchema = z.object({ challenge: challengeSchema });
export type SecondFactorEnrolmentRequest = z.infer<typeof secondFactorEnrolmentRequestSchema>;

/** A new secret to add to an authenticator app: as text (base32), as an otpauth:// link, and as an SVG QR code. */
export const secondFactorEnrolmentResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCodeSvg: z.string(),
});
export type SecondFactorEnrolmentResponse = z.infer<typeof secondFactorEnrolmentResponseSchema>;

/** POST /api/token/second-factor/enrolment/confirm: the first code proves the app is set up. */
export const secondFactorEnrolmentConfirmRequestSchema = z.object({ challenge: challengeSchema, code: totpCodeSchema });
export type SecondFactorEnrolmentConfirmRequest = z.input<typeof secondFactorEnrolmentConfirmRequestSchema>;

/** The recovery codes, shown once: only their hashes are kept. */
export const recoveryCodesSchema = z.array(z.string());

/** The spec token answer plus the ten recovery codes. */
export const secondFactorEnrolmentConfirmResponseSchema = tokenCreateResponseSchema.extend({ recoveryCodes: recoveryCodesSchema });
export type SecondFactorEnrolmentConfirmResponse = z.infer<typeof secondFactorEnrolmentConfirmResponseSchema>;

/** GET /api/account/second-factor (« Mon compte »). */
export const accountSecondFactorStatusSchema = z.object({
  isEnabled: z.boolean(),
  /** Administrators and psychologists cannot turn it off. */
  isRequired: z.boolean(),
  recoveryCodesLeft: z.number().int().nonnegative(),
});
export type AccountSecondFactorStatus = z.infer<typeof accountSecondFactorStatusSchema>;

/**
 * A code from the app, for: POST /api/account/second-factor/enrolment/confirm,
 * POST /api/account/second-factor/recovery-codes and POST /api/account/second-factor/disable.
 */
export const accountSecondFactorCodeRequestSchema = z.object({ code: totpCodeSchema });
export type AccountSecondFactorCodeRequest = z.input<typeof accountSecondFactorCodeRequestSchema>;

/** Answer of .../enrolment/confirm and .../recovery-codes (the previous codes no longer work). */
export const recoveryCodesResponseSchema = z.object({ recoveryCodes: recoveryCodesSchema });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

/** POST /api/admin/accounts/:userId/second-factor/reset (TECH only, never on one's own account) → successResponse. */
export const secondFactorResetParamsSchema = z.object({ userId: z.uuid('Identifiant invalide') });

/**
 * A second-factor reset needs two TECH administrators (issue 33, decision 0044): the route above records
 * a request; another TECH approves it (or any TECH cancels it) within FOUR_EYES_APPROVAL_HOURS, and the
 * account's owner can refuse it from the notice mailed to them.
 */
export const secondFactorResetRequestParamsSchema = z.object({ requestId: z.uuid('Demande introuvable') });
export const secondFactorResetRefuseParamsSchema = z.object({ resetToken: z.string().min(1, 'Lien invalide').max(256, 'Lien invalide') });

/** Whose account a request is about, or who asked: a name and a role, nothing else. */
export const resetRequestPersonSchema = z.object({
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(['ADMIN', 'DOCTOR', 'EMPLOYEE']),
  adminRole: z.enum(['SITE', 'TECH']).nullable(),
});
export type ResetRequestPerson = z.infer<typeof resetRequestPersonSchema>;

/** GET /api/admin/second-factor-resets: one pending request (past its window it reads as expired). */
export const secondFactorResetRequestSchema = z.object({
  requestId: z.uuid(),
  target: resetRequestPersonSchema,
  /** Null once the asker's account was deleted. */
  requestedBy: resetRequestPersonSchema.nullable(),
  requestedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  isExpired: z.boolean(),
});
export type SecondFactorResetRequest = z.infer<typeof secondFactorResetRequestSchema>;

export const secondFactorResetRequestsResponseSchema = z.object({ requests: z.array(secondFactorResetRequestSchema) });
export type SecondFactorResetRequestsResponse = z.infer<typeof secondFactorResetRequestsResponseSchema>;
