import { z } from 'zod';
import { doctorAdminMessages } from '../rules/doctor-administration';
import { doctorAccountDetailsSchema, doctorCategoriesField } from './doctor';
import { pageResultSchema } from './lists';
import { personFields } from './person-fields';
import { accountInvitationSchema } from './invitations';

/** Admin: psychologists (spec sections 3, 5, 7 and 8), under /api/admin/doctors. */

/**
 * A psychologist as administrators see them: the spec's doctor record, the real creation date and
 * their invitation. No password: staff are invited, never given one (issue 33).
 */
export const adminDoctorSchema = doctorAccountDetailsSchema.extend({
  isFirstConnection: z.boolean(),
  /** The invitation mailed at creation (or « Renvoyer l'invitation »); null for an account created otherwise (demo, before issue 33). */
  invitation: accountInvitationSchema.nullable(),
  /** When the account was created ('membre depuis'). */
  createdAt: z.string(),
});
export type AdminDoctor = z.infer<typeof adminDoctorSchema>;

/** The fields an administrator sets (spec section 5: names, ADELI and email required; phone and address optional). */
const doctorFields = {
  adeliNumber: personFields.adeliNumber,
  firstName: personFields.firstName,
  lastName: personFields.lastName,
  mail: personFields.email,
  doctorCategories: doctorCategoriesField,
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
export const doctorCreateRequestSchema = z.object(doctorFields);
export type DoctorCreateRequest = z.input<typeof doctorCreateRequestSchema>;
export type DoctorCreateValues = z.output<typeof doctorCreateRequestSchema>;
export const doctorCreateResponseSchema = z.object({ doctor: adminDoctorSchema });

/** PUT /admin/doctors/update/{id}: the same fields; `password` is sent empty by the interface and nothing else is accepted. */
export const doctorUpdateRequestSchema = z.object({
  ...doctorFields,
  password: z.literal('', { error: doctorAdminMessages.passwordNotEditable }).optional(),
});
export type DoctorUpdateRequest = z.input<typeof doctorUpdateRequestSchema>;
export type DoctorUpdateValues = z.output<typeof doctorUpdateRequestSchema>;

export const doctorParamsSchema = z.object({ id: z.uuid(doctorAdminMessages.notFound) });

/** GET /admin/doctors/get/all without page parameters. */
export const adminDoctorListSchema = z.object({ doctors: z.array(adminDoctorSchema) });
export const adminDoctorPageSchema = pageResultSchema(adminDoctorSchema);

/**
 * GET /admin/doctors/{id}/credits/load: the psychologist's completed consultations (booked, ended),
 * one entry per month (Paris time, `YYYY-MM`) with how many: the sum of `creditAmount` is the count
 * shown on the card. Late cancellations, billed but not held, are not counted.
 */
export const doctorCreditSchema = z.object({ period: z.string(), creditAmount: z.number().int() });
export const doctorCreditsResponseSchema = z.object({ doctorCredits: z.object({ doctorId: z.string(), credits: z.array(doctorCreditSchema) }) });
export type DoctorCredits = z.infer<typeof doctorCreditsResponseSchema>['doctorCredits'];
