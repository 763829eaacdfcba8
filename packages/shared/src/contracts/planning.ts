import { z } from 'zod';
import { MEETING_STATUSES } from '../rules/consultation-lifecycle';
import { DAYS_PER_WEEK, EDITOR_HOURS } from '../rules/working-hours';
import { isStandingWeekHour } from '../rules/standing-week';
import { psychologistConsultationSchema } from './psychologist';
import { closedIntervalSchema } from './absences';

/** A week holds 7 x 13 slots: more in one request is not a real edit. */
export const PLANNING_MAX_BATCH = DAYS_PER_WEEK * EDITOR_HOURS.length;

const INVALID_DATE = 'Date invalide';
/**
 * Years a planning can be about. Far years are not a real week and break the database driver
 * (the week of 9999-12-31 ends in year 10000), so they are refused as invalid dates.
 */
const PLANNING_YEARS = { first: 2000, last: 2100 } as const;
const isPlanningYear = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= PLANNING_YEARS.first && year <= PLANNING_YEARS.last;
};
/** A full ISO date-time with its offset (2026-10-26T07:00:00.000Z), as the browser sends it. */
const instantField = z.iso.datetime({ offset: true, error: INVALID_DATE }).refine(isPlanningYear, INVALID_DATE);
/** A Paris day (yyyy-MM-dd, as the profile page sends) or an ISO instant. */
export const planningStartDateSchema = z.union([z.iso.date({ error: INVALID_DATE }).refine(isPlanningYear, INVALID_DATE), instantField], {
  error: INVALID_DATE,
});

/** POST /api/planning/load */
export const planningLoadRequestSchema = z.object({ startDate: planningStartDateSchema });
export type PlanningLoadRequest = z.infer<typeof planningLoadRequestSchema>;

/** A slot of the editor (spec section 3, 'Meeting / working-hour slot'). */
export const planningSlotSchema = z.object({
  meetingId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  meetingStatus: z.enum(MEETING_STATUSES),
  /** A free hour held for one person by an open follow-up proposal (decision 0066): it cannot be withdrawn until they answer. */
  isHeldForFollowUp: z.boolean(),
});
export type PlanningSlot = z.infer<typeof planningSlotSchema>;

/**
 * The week's live slots (AVAILABLE and BOOKED, for the editor) and the week's consultations
 * (booked or cancelled, for the calendar), in one answer.
 */
export const planningWeekResponseSchema = z.object({
  weekStart: z.string(),
  weekEnd: z.string(),
  availableMeetings: z.array(planningSlotSchema),
  consultations: z.array(psychologistConsultationSchema),
  /** Absences and closed public holidays meeting the week: nothing can be published there. */
  closedHours: z.array(closedIntervalSchema),
});
export type PlanningWeekResponse = z.infer<typeof planningWeekResponseSchema>;

/** PUT /api/planning/update/v2 — startDate (optional) names the displayed week. */
export const planningUpdateRequestSchema = z.object({
  startDate: planningStartDateSchema.optional(),
  meetingDates: z.array(instantField, { error: 'meetingDates doit être une liste de dates' }).max(PLANNING_MAX_BATCH, `Au maximum ${PLANNING_MAX_BATCH} créneaux par enregistrement`).default([]),
  meetingsToRemove: z
    .array(z.uuid('Identifiant de créneau invalide'), { error: 'meetingsToRemove doit être une liste d’identifiants' })
    .max(PLANNING_MAX_BATCH, `Au maximum ${PLANNING_MAX_BATCH} créneaux par enregistrement`)
    .default([]),
});
export type PlanningUpdateRequest = z.input<typeof planningUpdateRequestSchema>;

/** 'Appliquer à plusieurs semaines': how many following weeks one copy may fill. */
export const COPY_WEEK_MIN_WEEKS = 1;
export const COPY_WEEK_MAX_WEEKS = 12;
const COPY_WEEKS_MESSAGE = `Choisissez un nombre de semaines entre ${COPY_WEEK_MIN_WEEKS} et ${COPY_WEEK_MAX_WEEKS}.`;

/**
 * POST /api/planning/copy-week — copies the working hours of the week of startDate into each of the
 * `weeks` following weeks (rule in docs/decisions/0004-psychologist-planning.md).
 */
export const planningCopyWeekRequestSchema = z.object({
  startDate: planningStartDateSchema,
  weeks: z.number({ error: COPY_WEEKS_MESSAGE }).int(COPY_WEEKS_MESSAGE).min(COPY_WEEK_MIN_WEEKS, COPY_WEEKS_MESSAGE).max(COPY_WEEK_MAX_WEEKS, COPY_WEEKS_MESSAGE),
});
export type PlanningCopyWeekRequest = z.infer<typeof planningCopyWeekRequestSchema>;

/** What the copy did, for the psychologist's report. */
export const planningCopyWeekResponseSchema = z.object({
  /** How many following weeks were asked for. */
  weeks: z.number().int(),
  /** Hours published. */
  added: z.number().int(),
  /** Hours already published in a target week: left as they are. */
  alreadyAvailable: z.number().int(),
  /** Hours already booked in a target week: left as they are. */
  alreadyBooked: z.number().int(),
  /** Hours the psychologist had removed one by one from a target week: not brought back. */
  removedByHand: z.number().int(),
  /** Hours already past, or beyond the booking window (3 months): not published. */
  outsideWindow: z.number().int(),
  /** Hours inside an absence or a closed public holiday: not published. */
  closed: z.number().int(),
});
export type PlanningCopyWeekResponse = z.infer<typeof planningCopyWeekResponseSchema>;

/** « Semaine type »: one hour of the pattern (weekday 0 = Monday to 4 = Friday, Paris start hour). */
const STANDING_WEEK_HOUR_MESSAGE = 'Chaque heure de la semaine type doit être un jour du lundi au vendredi, entre 07:00 et 19:00.';
export const standingWeekHourSchema = z
  .object({
    weekday: z.number({ error: STANDING_WEEK_HOUR_MESSAGE }).int(STANDING_WEEK_HOUR_MESSAGE),
    hour: z.number({ error: STANDING_WEEK_HOUR_MESSAGE }).int(STANDING_WEEK_HOUR_MESSAGE),
  })
  .refine(isStandingWeekHour, STANDING_WEEK_HOUR_MESSAGE);

/** PUT /api/planning/standing-week — saves the pattern and turns it on or off. */
export const standingWeekUpdateRequestSchema = z
  .object({
    isEnabled: z.boolean({ error: 'isEnabled doit valoir true ou false.' }),
    hours: z.array(standingWeekHourSchema, { error: 'hours doit être une liste d’heures.' }).max(PLANNING_MAX_BATCH, `Au maximum ${PLANNING_MAX_BATCH} heures dans une semaine type.`),
  })
  .refine((input) => !input.isEnabled || input.hours.length > 0, { message: 'Choisissez au moins une heure pour activer la semaine type.', path: ['hours'] });
export type StandingWeekUpdateRequest = z.infer<typeof standingWeekUpdateRequestSchema>;

/** GET /api/planning/standing-week: the saved pattern (none saved: off, no hours). */
export const standingWeekResponseSchema = z.object({
  isEnabled: z.boolean(),
  hours: z.array(z.object({ weekday: z.number().int(), hour: z.number().int() })),
  /** How many weeks ahead, this one included, the pattern is kept published. */
  horizonWeeks: z.number().int(),
});
export type StandingWeekResponse = z.infer<typeof standingWeekResponseSchema>;

/** The answer of PUT /api/planning/standing-week: the pattern and what the save did at once. */
export const standingWeekUpdateResponseSchema = standingWeekResponseSchema.extend({
  /** Hours published now. */
  published: z.number().int(),
  /** Free future hours the pattern had published and no longer holds (or all of them, turned off). */
  withdrawn: z.number().int(),
});
export type StandingWeekUpdateResponse = z.infer<typeof standingWeekUpdateResponseSchema>;
