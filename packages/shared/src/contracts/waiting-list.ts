import { z } from 'zod';
import { PSYCHOLOGIST_CATEGORIES, MEETING_TYPES } from '../rules/psychologist-categories';
import { employeeConsultationSchema } from './employee-service';

/** The waiting list (rules/waiting-list.ts), under /api/employee-service: the employee's own entries only. */

/** POST /waiting-list: the next 14 days when weekStart is left out, else the week of that Monday (Paris day). */
export const waitingListSubscribeRequestSchema = z.object({
  doctorCategoryName: z.enum(PSYCHOLOGIST_CATEGORIES, { error: 'Catégorie de psychologue inconnue' }),
  meetingType: z.enum(MEETING_TYPES, { error: 'Mode de consultation inconnu' }),
  weekStart: z.iso.date({ error: 'Semaine invalide' }).nullable().optional(),
});
export type WaitingListSubscribeRequest = z.input<typeof waitingListSubscribeRequestSchema>;

export const waitingListEntrySchema = z.object({
  id: z.string(),
  doctorCategoryName: z.string(),
  meetingType: z.enum(MEETING_TYPES),
  /** The period's first instant and the instant it ends before (ISO). */
  startDate: z.string(),
  endDate: z.string(),
  /** Until when the place is kept. */
  expiresAt: z.string(),
});
export type WaitingListEntry = z.infer<typeof waitingListEntrySchema>;

export const waitingListResponseSchema = z.object({ entries: z.array(waitingListEntrySchema) });
export type WaitingListResponse = z.infer<typeof waitingListResponseSchema>;

export const waitingListSubscribeResponseSchema = z.object({ success: z.boolean(), message: z.string(), entry: waitingListEntrySchema });
export type WaitingListSubscribeResponse = z.infer<typeof waitingListSubscribeResponseSchema>;

export const waitingListCancelResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type WaitingListCancelResponse = z.infer<typeof waitingListCancelResponseSchema>;

/** POST /waiting-list/offer/book: the token of the mailed link. */
export const waitingListOfferBookRequestSchema = z.object({ token: z.string().min(1, 'Lien invalide').max(200, 'Lien invalide') });
export type WaitingListOfferBookRequest = z.infer<typeof waitingListOfferBookRequestSchema>;

export const waitingListOfferBookResponseSchema = z.object({ success: z.boolean(), message: z.string(), meeting: employeeConsultationSchema });
export type WaitingListOfferBookResponse = z.infer<typeof waitingListOfferBookResponseSchema>;
