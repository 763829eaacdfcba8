import { z } from 'zod';
import { psychologistAdminMessages } from '../rules/psychologist-administration';
import { psychologistAccountDetailsSchema, psychologistCategoriesField } from './psychologist';
import { pageResultSchema } from './lists';
import { personFields } from './person-fields';
import { accountInvitationSchema } from './invitations';

/** Admin: psychologists (spec sections 3, 5, 7 and 8), under /api/admin/doctors. */

/**
 * A psychologist as administrators see them: the spec's `doctor` record, the real creation date and
 * their invitation. No password: staff are invited, never given one (issue 33).
 */
export const adminPsychologistSchema = psychologistAccountDetailsSchema.extend({
  isFirstConnection: z.boolean(),
  /** The invitation mailed at creation (or « Renvoyer l'invitation »); null for an account created otherwise (demo, before issue 33). */
  invitation: accountInvitationSchema.nullable(),
  /** When the account was created ('membre depuis'). */
  createdAt: z.string(),
});
export type AdminPsychologist = z.infer<typeof adminPsychologistSchema>;

/** The fields an administrator sets (spec section 5: names, ADELI and email required; phone and address optional). */
const psychologistFields = {
  adeliNumber: personFields.adeliNumber,
  firstName: personFields.firstName,
  lastName: personFields.lastName,
  mail: personFields.email,
  doctorCategories: psychologistCategoriesField,
  phoneNumber: personFields.optionalPhone
    .nullable()
    .optional()
    .transform((value) => value ?? ''),
  address: personFields.address
    .nullable()
    .optional()
    .transform((value) => value ?? ''),
};

/** POST /admin/doctors/create; the answer is `{ doctor }`, its invitation mailed. */
export const psychologistCreateRequestSchema = z.object(psychologistFields);
export type PsychologistCreateRequest = z.input<typeof psychologistCreateRequestSchema>;
export type PsychologistCreateValues = z.output<typeof psychologistCreateRequestSchema>;
export const psychologistCreateResponseSchema = z.object({ doctor: adminPsychologistSchema });

/** PUT /admin/doctors/update/{id}: the same fields; `password` is sent empty by the interface and nothing else is accepted. */
export const psychologistUpdateRequestSchema = z.object({
  ...psychologistFields,
  password: z.literal('', { error: psychologistAdminMessages.passwordNotEditable }).optional(),
});
export type PsychologistUpdateRequest = z.input<typeof psychologistUpdateRequestSchema>;
export type PsychologistUpdateValues = z.output<typeof psychologistUpdateRequestSchema>;

export const psychologistParamsSchema = z.object({ id: z.uuid(psychologistAdminMessages.notFound) });

/** GET /admin/doctors/get/all without page parameters. */
export const adminPsychologistListSchema = z.object({ doctors: z.array(adminPsychologistSchema) });
export const adminPsychologistPageSchema = pageResultSchema(adminPsychologistSchema);

/**
 * GET /admin/doctors/{id}/credits/load: the psychologist's completed consultations (booked, ended),
 * one entry per month (Paris time, `YYYY-MM`) with how many: the sum of `creditAmount` is the count
 * shown on the card. Late cancellations, billed but not held, are not counted.
 */
export const psychologistCreditSchema = z.object({ period: z.string(), creditAmount: z.number().int() });
export const psychologistCreditsResponseSchema = z.object({ doctorCredits: z.object({ doctorId: z.string(), credits: z.array(psychologistCreditSchema) }) });
export type PsychologistCredits = z.infer<typeof psychologistCreditsResponseSchema>['doctorCredits'];
