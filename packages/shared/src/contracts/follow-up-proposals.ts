import { z } from 'zod';
import { MAX_FOLLOW_UP_HOURS, followUpMessages, FOLLOW_UP_STATUSES } from '../rules/follow-up-proposals';
import { MEETING_TYPES } from '../rules/psychologist-categories';
import { employeeConsultationSchema } from './employee-service';
import { employeePsychologistSchema } from './psychologist-presentations';

/** « Proposer un suivi » (issue 35, decision 0066): the psychologist's side under /api/doctor, the employee's under /api/employee-service. */

export const followUpParamsSchema = z.object({ id: z.uuid('Identifiant de proposition invalide') });

/** One free hour of the psychologist (their own), to offer or as offered. */
export const followUpHourSchema = z.object({ meetingId: z.string(), startDate: z.string(), endDate: z.string() });
export type FollowUpHour = z.infer<typeof followUpHourSchema>;

/** GET /api/doctor/meetings/{id}/follow-up: the psychologist's free hours they may offer, and the proposal still open from this consultation. */
export const psychologistFollowUpOptionsSchema = z.object({
  freeHours: z.array(followUpHourSchema),
  openProposal: z.object({ proposalId: z.string(), expiresAt: z.string(), hours: z.array(followUpHourSchema) }).nullable(),
});
export type PsychologistFollowUpOptions = z.infer<typeof psychologistFollowUpOptionsSchema>;

/** POST /api/doctor/meetings/{id}/follow-up: 1 to 3 of their own free hours. */
export const followUpProposeRequestSchema = z.object({
  meetingIds: z
    .array(z.uuid('Identifiant de créneau invalide'), { error: followUpMessages.hourCount })
    .min(1, followUpMessages.hourCount)
    .max(MAX_FOLLOW_UP_HOURS, followUpMessages.hourCount)
    .refine((ids) => new Set(ids).size === ids.length, followUpMessages.duplicateHours),
});
export type FollowUpProposeRequest = z.infer<typeof followUpProposeRequestSchema>;
export const followUpProposeResponseSchema = z.object({ success: z.boolean(), message: z.string(), proposalId: z.string(), expiresAt: z.string(), hours: z.array(followUpHourSchema) });
export type FollowUpProposeResponse = z.infer<typeof followUpProposeResponseSchema>;

/**
 * A proposal as the employee sees it: the consultation's mode, the hours, and who proposed as on the
 * consultation's card (their presentation, or « Votre psychologue »: decision 0061), never an account's field.
 */
export const employeeFollowUpSchema = z.object({
  proposalId: z.string(),
  status: z.enum(FOLLOW_UP_STATUSES),
  /** An OPEN proposal past its time is sent as EXPIRED. */
  expiresAt: z.string(),
  meetingType: z.enum(MEETING_TYPES),
  hours: z.array(followUpHourSchema),
  psychologist: employeePsychologistSchema,
});
export type EmployeeFollowUp = z.infer<typeof employeeFollowUpSchema>;

/** GET /api/employee-service/follow-up: the employee's open proposals, soonest expiry first. */
export const employeeFollowUpListSchema = z.object({ proposals: z.array(employeeFollowUpSchema) });
export type EmployeeFollowUpList = z.infer<typeof employeeFollowUpListSchema>;

/** POST /api/employee-service/follow-up/{id}/accept: one of the offered hours. */
export const followUpAcceptRequestSchema = z.object({ meetingId: z.uuid('Identifiant de créneau invalide') });
export type FollowUpAcceptRequest = z.infer<typeof followUpAcceptRequestSchema>;
export const followUpAcceptResponseSchema = z.object({ success: z.boolean(), message: z.string(), meeting: employeeConsultationSchema });
export type FollowUpAcceptResponse = z.infer<typeof followUpAcceptResponseSchema>;
export const followUpDeclineResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type FollowUpDeclineResponse = z.infer<typeof followUpDeclineResponseSchema>;
