import { z } from 'zod';
import { freeText, personFields } from './person-fields';
import { pendingEmailChangeFieldSchema } from './email-change';
import { MEETING_STATUSES } from '../rules/consultation-lifecycle';
import { PSYCHOLOGIST_CATEGORIES, MEETING_TYPES } from '../rules/psychologist-categories';
import { DEFAULT_MEETING_SUBJECT, MEETING_SUBJECT_MAX_LENGTH, RATING_MAX, RATING_MIN } from '../rules/consultation-texts';
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
export const meetingFindRequestSchema = z
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
export type MeetingFindRequest = z.infer<typeof meetingFindRequestSchema>;

export const availableSlotSchema = z.object({
  startDate: z.string(),
  meetingStatus: z.enum(MEETING_STATUSES),
  meetingId: z.string(),
});
export type AvailableSlot = z.infer<typeof availableSlotSchema>;

/** Slots grouped by uppercase English weekday name (MONDAY...). */
export const meetingFindResponseSchema = z.object({ meetingsData: z.record(z.string(), z.array(availableSlotSchema)) });
export type MeetingFindResponse = z.infer<typeof meetingFindResponseSchema>;

// ----- Booking -----

/** POST /meeting/create */
export const meetingCreateRequestSchema = z.object({
  meetingType: z.enum(MEETING_TYPES, { error: 'Mode de consultation inconnu' }),
  subject: freeText({ maxLength: MEETING_SUBJECT_MAX_LENGTH, isMultiline: true })
    .optional()
    .transform((value) => value || DEFAULT_MEETING_SUBJECT),
  meetingId: z.uuid('Identifiant de créneau invalide'),
  doctorCategoryName: z.enum(PSYCHOLOGIST_CATEGORIES, { error: 'Catégorie de psychologue inconnue' }),
});
export type MeetingCreateRequest = z.input<typeof meetingCreateRequestSchema>;

/** One of the employee's consultations, as the employee may see it (never the psychologist's identity). */
export const employeeMeetingSchema = z.object({
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
  /** How many times the employee moved it (rules/appointment-moves.ts reads it for « Déplacer »). */
  moveCount: z.number().int(),
  /** Missed consultations (decision 0062): the employee reported that no one came; the psychologist marked them absent. */
  doctorNoShowReported: z.boolean(),
  employeeNoShowReported: z.boolean(),
  /** Who the psychologist is to the employee: their presentation, or « Votre psychologue » (decision 0061). */
  psychologist: employeePsychologistSchema,
});
export type EmployeeMeeting = z.infer<typeof employeeMeetingSchema>;

export const meetingCreateResponseSchema = z.object({ success: z.boolean(), message: z.string(), meeting: employeeMeetingSchema });
export type MeetingCreateResponse = z.infer<typeof meetingCreateResponseSchema>;

/** GET /meeting/load */
export const meetingLoadResponseSchema = z.object({ meetings: z.array(employeeMeetingSchema) });
export type MeetingLoadResponse = z.infer<typeof meetingLoadResponseSchema>;

/** POST /meeting/{id}/cancel */
export const meetingCancelResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  isLateCancellation: z.boolean(),
  isCreditRefunded: z.boolean(),
});
export type MeetingCancelResponse = z.infer<typeof meetingCancelResponseSchema>;

// ----- Moving an appointment (issue 35) -----

/**
 * POST /meeting/{id}/move/find: free hours to move this appointment to, within the booking window.
 * By default the same psychologist's (referred to by the booking, never by an identifier); with
 * `isWholeCategory`, any psychologist of the appointment's category and mode.
 */
export const meetingMoveFindRequestSchema = z
  .object({
    startDate: isoDateTime('Date de début invalide'),
    endDate: isoDateTime('Date de fin invalide'),
    isWholeCategory: z.boolean({ error: 'Choix des psychologues invalide' }).default(false),
  })
  .refine((value) => new Date(value.endDate) > new Date(value.startDate), {
    message: 'La date de fin doit suivre la date de début',
    path: ['endDate'],
  });
export type MeetingMoveFindRequest = z.input<typeof meetingMoveFindRequestSchema>;

/** POST /meeting/{id}/move: the free hour (a slot of the search above) to move the appointment to. */
export const meetingMoveRequestSchema = z.object({ meetingId: z.uuid('Identifiant de créneau invalide') });
export type MeetingMoveRequest = z.infer<typeof meetingMoveRequestSchema>;
export const meetingMoveResponseSchema = z.object({ success: z.boolean(), message: z.string(), meeting: employeeMeetingSchema });
export type MeetingMoveResponse = z.infer<typeof meetingMoveResponseSchema>;

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
export const meetingNoShowResponseSchema = z.object({ success: z.boolean(), message: z.string(), isCreditRefunded: z.boolean(), meeting: employeeMeetingSchema });
export type MeetingNoShowResponse = z.infer<typeof meetingNoShowResponseSchema>;

/** POST /meeting/{id}/rate */
export const meetingRateRequestSchema = z.object({
  rating: z
    .number({ error: 'La note doit être un nombre entier entre 1 et 5' })
    .int('La note doit être un nombre entier entre 1 et 5')
    .min(RATING_MIN, 'La note doit être un nombre entier entre 1 et 5')
    .max(RATING_MAX, 'La note doit être un nombre entier entre 1 et 5'),
});
export type MeetingRateRequest = z.infer<typeof meetingRateRequestSchema>;
export const meetingRateResponseSchema = z.object({ success: z.boolean(), message: z.string(), rating: z.number().int() });
