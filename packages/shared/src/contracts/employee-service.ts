import { z } from 'zod';
import { freeText, personFields } from './person-fields';
import { pendingEmailChangeFieldSchema } from './email-change';
import { MEETING_STATUSES } from '../rules/consultation-lifecycle';
import { PSYCHOLOGIST_CATEGORIES, MEETING_TYPES } from '../rules/psychologist-categories';
import { DEFAULT_CONSULTATION_SUBJECT, CONSULTATION_SUBJECT_MAX_LENGTH, RATING_MAX, RATING_MIN } from '../rules/consultation-texts';
import { CANCELLATION_PARTIES } from '../rules/consultation-lifecycle';
import { PSYCHOLOGIST_DECISIONS } from './psychologist';
import { employeePsychologistSchema, presentationIdField } from './psychologist-presentations';

/** The employee service (spec section 7), under /api/employee-service. */

const isoDateTime = (message: string) => z.iso.datetime({ offset: true, error: message });

// ----- Profile -----

/** POST /employee/account/details/update: phoneNumber null (or empty) clears it; left out, it is kept. */
export const employeeProfileUpdateRequestSchema = z.object({
  mail: personFields.profileEmail,
  firstName: personFields.firstName,
  lastName: personFields.lastName,
  phoneNumber: personFields.optionalPhone
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : (value ?? ''))),
});
export type EmployeeProfileUpdateRequest = z.input<typeof employeeProfileUpdateRequestSchema>;

export const employeeProfileUpdateResponseSchema = z.object({
  mail: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  username: z.string(),
  /** Set when the email sent differs from the sign-in one: it waits for the link mailed to it. */
  pendingEmailChange: pendingEmailChangeFieldSchema,
});
export type EmployeeProfileUpdateResponse = z.infer<typeof employeeProfileUpdateResponseSchema>;

/**
 * The 'Mon compte' form (spec section 5): email, last name, first name and phone, with the
 * psychologist form's messages. Company, department and position are shown read-only: they are
 * managed by the administrators, so the form neither edits nor sends them.
 */
export const employeeProfileFormSchema = z.object({
  mail: personFields.profileEmail,
  lastName: personFields.lastName,
  firstName: personFields.firstName,
  phoneNumber: personFields.requiredPhone,
});
export type EmployeeProfileForm = z.infer<typeof employeeProfileFormSchema>;

// ----- Slots -----

/** POST /meeting/find */
export const slotSearchRequestSchema = z
  .object({
    doctorCategoryName: z.enum(PSYCHOLOGIST_CATEGORIES, { error: 'Catégorie de psychologue inconnue' }),
    meetingType: z.enum(MEETING_TYPES, { error: 'Mode de consultation inconnu' }),
    startDate: isoDateTime('Date de début invalide'),
    endDate: isoDateTime('Date de fin invalide'),
    /** « Choisir ma psychologue »: only this presentation's psychologist's slots (decision 0061). */
    presentationId: presentationIdField.optional(),
  })
  .refine((value) => new Date(value.endDate) > new Date(value.startDate), {
    message: 'La date de fin doit suivre la date de début',
    path: ['endDate'],
  });
export type SlotSearchRequest = z.infer<typeof slotSearchRequestSchema>;

export const availableSlotSchema = z.object({
  startDate: z.string(),
  meetingStatus: z.enum(MEETING_STATUSES),
  meetingId: z.string(),
});
export type AvailableSlot = z.infer<typeof availableSlotSchema>;

/** Slots grouped by uppercase English weekday name (MONDAY...). */
export const slotSearchResponseSchema = z.object({ meetingsData: z.record(z.string(), z.array(availableSlotSchema)) });
export type SlotSearchResponse = z.infer<typeof slotSearchResponseSchema>;

// ----- Booking -----

/** POST /meeting/create */
export const bookingRequestSchema = z.object({
  meetingType: z.enum(MEETING_TYPES, { error: 'Mode de consultation inconnu' }),
  subject: freeText({ maxLength: CONSULTATION_SUBJECT_MAX_LENGTH, isMultiline: true })
    .optional()
    .transform((value) => value || DEFAULT_CONSULTATION_SUBJECT),
  meetingId: z.uuid('Identifiant de créneau invalide'),
  doctorCategoryName: z.enum(PSYCHOLOGIST_CATEGORIES, { error: 'Catégorie de psychologue inconnue' }),
});
export type BookingRequest = z.input<typeof bookingRequestSchema>;

/** One of the employee's consultations, as the employee may see it (never the psychologist's identity). */
export const employeeConsultationSchema = z.object({
  meetingId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  meetingStatus: z.enum(MEETING_STATUSES),
  meetingType: z.enum(MEETING_TYPES),
  doctorCategoryName: z.string(),
  subject: z.string(),
  /** The video link, only for video consultations still booked. */
  meetingLink: z.string().nullable(),
  rating: z.number().int().nullable(),
  isLateCancellation: z.boolean(),
  /** Whether the psychologist has accepted yet (the card says so discreetly), and who cancelled. */
  doctorDecision: z.enum(PSYCHOLOGIST_DECISIONS).nullable(),
  cancelledBy: z.enum(CANCELLATION_PARTIES).nullable(),
  /** How many times the employee moved it (rules/consultation-moves.ts reads it for « Déplacer »). */
  moveCount: z.number().int(),
  /** Missed consultations (decision 0062): the employee reported that no one came; the psychologist marked them absent. */
  doctorNoShowReported: z.boolean(),
  employeeNoShowReported: z.boolean(),
  /** Who the psychologist is to the employee: their presentation, or « Votre psychologue » (decision 0061). */
  psychologist: employeePsychologistSchema,
});
export type EmployeeConsultation = z.infer<typeof employeeConsultationSchema>;

export const bookingResponseSchema = z.object({ success: z.boolean(), message: z.string(), meeting: employeeConsultationSchema });
export type BookingResponse = z.infer<typeof bookingResponseSchema>;

/** GET /meeting/load */
export const consultationLoadResponseSchema = z.object({ meetings: z.array(employeeConsultationSchema) });
export type ConsultationLoadResponse = z.infer<typeof consultationLoadResponseSchema>;

/** POST /meeting/{id}/cancel */
export const consultationCancelResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  isLateCancellation: z.boolean(),
  isCreditRefunded: z.boolean(),
});
export type ConsultationCancelResponse = z.infer<typeof consultationCancelResponseSchema>;

// ----- Moving an appointment (issue 35) -----

/**
 * POST /meeting/{id}/move/find: free hours to move this appointment to, within the booking window.
 * By default the same psychologist's (referred to by the booking, never by an identifier); with
 * `isWholeCategory`, any psychologist of the appointment's category and mode.
 */
export const moveSlotSearchRequestSchema = z
  .object({
    startDate: isoDateTime('Date de début invalide'),
    endDate: isoDateTime('Date de fin invalide'),
    isWholeCategory: z.boolean({ error: 'Choix des psychologues invalide' }).default(false),
  })
  .refine((value) => new Date(value.endDate) > new Date(value.startDate), {
    message: 'La date de fin doit suivre la date de début',
    path: ['endDate'],
  });
export type MoveSlotSearchRequest = z.input<typeof moveSlotSearchRequestSchema>;

/** POST /meeting/{id}/move: the free hour (a slot of the search above) to move the appointment to. */
export const consultationMoveRequestSchema = z.object({ meetingId: z.uuid('Identifiant de créneau invalide') });
export type ConsultationMoveRequest = z.infer<typeof consultationMoveRequestSchema>;
export const consultationMoveResponseSchema = z.object({ success: z.boolean(), message: z.string(), meeting: employeeConsultationSchema });
export type ConsultationMoveResponse = z.infer<typeof consultationMoveResponseSchema>;

/**
 * GET /meeting/{id}/continue: booking again the psychologist of this consultation (decision 0060). Never
 * who they are: the category of the consultation and the modes they still offer in it.
 */
export const careContinuationOptionsSchema = z.object({
  doctorCategoryName: z.enum(PSYCHOLOGIST_CATEGORIES),
  meetingTypes: z.array(z.enum(MEETING_TYPES)),
});
export type CareContinuationOptions = z.infer<typeof careContinuationOptionsSchema>;

/** POST /meeting/{id}/continue/find: that psychologist's free hours in one mode. */
export const careContinuationFindRequestSchema = z
  .object({
    meetingType: z.enum(MEETING_TYPES, { error: 'Mode de consultation inconnu' }),
    startDate: isoDateTime('Date de début invalide'),
    endDate: isoDateTime('Date de fin invalide'),
  })
  .refine((value) => new Date(value.endDate) > new Date(value.startDate), {
    message: 'La date de fin doit suivre la date de début',
    path: ['endDate'],
  });
export type CareContinuationFindRequest = z.input<typeof careContinuationFindRequestSchema>;

/** POST /meeting/{id}/no-show: « Personne ne s'est présenté ». */
export const consultationNoShowResponseSchema = z.object({ success: z.boolean(), message: z.string(), isCreditRefunded: z.boolean(), meeting: employeeConsultationSchema });
export type ConsultationNoShowResponse = z.infer<typeof consultationNoShowResponseSchema>;

/** POST /meeting/{id}/rate */
export const consultationRateRequestSchema = z.object({
  rating: z
    .number({ error: 'La note doit être un nombre entier entre 1 et 5' })
    .int('La note doit être un nombre entier entre 1 et 5')
    .min(RATING_MIN, 'La note doit être un nombre entier entre 1 et 5')
    .max(RATING_MAX, 'La note doit être un nombre entier entre 1 et 5'),
});
export type ConsultationRateRequest = z.infer<typeof consultationRateRequestSchema>;
export const consultationRateResponseSchema = z.object({ success: z.boolean(), message: z.string(), rating: z.number().int() });
