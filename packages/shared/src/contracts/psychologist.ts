import { z } from 'zod';
import { PSYCHOLOGIST_CATEGORIES, MEETING_TYPES } from '../rules/psychologist-categories';
import { personFields, personMessages } from './person-fields';
import { pendingEmailChangeFieldSchema } from './email-change';
import { CANCELLATION_PARTIES, MEETING_STATUSES } from '../rules/consultation-lifecycle';

export const psychologistProfileMessages = {
  email: personMessages.email,
  adeliNumber: personMessages.adeliNumber,
  lastName: personMessages.lastName,
  firstName: personMessages.firstName,
  phone: personMessages.phone,
  phoneFormat: personMessages.phoneFormat,
  category: 'Catégorie inconnue',
} as const;

/** A psychologist's specialisations: some of the four fixed ones, each once (the profile and the admin forms). */
export const psychologistCategoriesField = z
  .array(z.enum(PSYCHOLOGIST_CATEGORIES, { error: psychologistProfileMessages.category }), { error: 'La liste des catégories est invalide' })
  .max(PSYCHOLOGIST_CATEGORIES.length, 'La liste des catégories est invalide')
  .refine((categories) => new Set(categories).size === categories.length, 'Une catégorie est en double');

/** GET /api/doctor/account/details — the psychologist's own record (spec section 3). */
export const psychologistAccountDetailsSchema = z.object({
  userId: z.string(),
  adeliNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mail: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  doctorCategories: z.array(z.enum(PSYCHOLOGIST_CATEGORIES)),
  locked: z.boolean(),
  phoneEnabled: z.boolean(),
  teamsEnabled: z.boolean(),
  meetsEnabled: z.boolean(),
  zoomEnabled: z.boolean(),
  /** A sign-in email change waiting for the link mailed to the new address. */
  pendingEmailChange: pendingEmailChangeFieldSchema,
});
export type PsychologistAccountDetails = z.infer<typeof psychologistAccountDetailsSchema>;

/**
 * POST /api/doctor/account/details/update. The toggles send the whole record with an empty phone when
 * none is on file, so the server accepts an empty phone; the profile form requires one. The ADELI
 * number is the admins' business: when sent it must equal the stored one.
 */
export const psychologistAccountUpdateRequestSchema = z.object({
  adeliNumber: z.string().trim().max(20, 'Numéro ADELI invalide').optional(),
  mail: personFields.profileEmail,
  firstName: personFields.firstName,
  lastName: personFields.lastName,
  phoneNumber: personFields.optionalPhone.default(''),
  address: personFields.address.optional(),
  doctorCategories: psychologistCategoriesField,
  phoneEnabled: z.boolean({ error: 'phoneEnabled doit être un booléen' }),
  teamsEnabled: z.boolean({ error: 'teamsEnabled doit être un booléen' }),
  meetsEnabled: z.boolean().optional(),
  zoomEnabled: z.boolean().optional(),
});
export type PsychologistAccountUpdateRequest = z.input<typeof psychologistAccountUpdateRequestSchema>;

/** The 'Mon compte' form (spec section 5, 'Psychologist profile form'). */
export const psychologistProfileFormSchema = z.object({
  mail: personFields.profileEmail,
  adeliNumber: personFields.adeliNumber,
  lastName: personFields.lastName,
  firstName: personFields.firstName,
  phoneNumber: personFields.requiredPhone,
  address: personFields.address,
});
export type PsychologistProfileForm = z.input<typeof psychologistProfileFormSchema>;

export const PSYCHOLOGIST_DECISIONS = ['PENDING', 'ACCEPTED'] as const;

/**
 * A consultation as a psychologist sees it. Anonymity: nothing names or identifies the employee; the
 * phone number is there only for phone consultations, so the psychologist can call.
 */
export const psychologistConsultationSchema = z.object({
  meetingId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  meetingStatus: z.enum(MEETING_STATUSES),
  doctorDecision: z.enum(PSYCHOLOGIST_DECISIONS).nullable(),
  cancelledBy: z.enum(CANCELLATION_PARTIES).nullable(),
  doctorCategoryName: z.string().nullable(),
  meetingType: z.enum(MEETING_TYPES).nullable(),
  subject: z.string().nullable(),
  meetingLink: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  /** Missed consultations (decision 0062): the psychologist marked the employee absent; the employee reported that no one came. */
  employeeNoShowReported: z.boolean(),
  doctorNoShowReported: z.boolean(),
  /**
   * The person's pseudonym with this psychologist (decision 0060) and the consultation's place in their
   * series: the dates of the earlier ones, and the latest earlier motive while retention keeps it. Null
   * once the employee's account is erased. Never a name, an id, an email or a company.
   */
  carePair: z
    .object({
      pseudonym: z.string(),
      rank: z.number().int(),
      earlierStartDates: z.array(z.string()),
      earlierSubject: z.string().nullable(),
    })
    .nullable(),
});
export type PsychologistCarePair = NonNullable<z.infer<typeof psychologistConsultationSchema>['carePair']>;
export type PsychologistConsultation = z.infer<typeof psychologistConsultationSchema>;

export const psychologistConsultationParamsSchema = z.object({ id: z.uuid('Identifiant de rendez-vous invalide') });

/** GET /api/doctor/meetings/awaiting: the psychologist's upcoming bookings still waiting for an answer, soonest first. */
export const psychologistAwaitingConsultationsSchema = z.object({ consultations: z.array(psychologistConsultationSchema) });
export type PsychologistAwaitingConsultations = z.infer<typeof psychologistAwaitingConsultationsSchema>;
