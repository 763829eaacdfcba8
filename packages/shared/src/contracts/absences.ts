import { z } from 'zod';

const DAY_MESSAGE = 'Date invalide (aaaa-mm-jj)';
const dayField = z.iso.date({ error: DAY_MESSAGE }).refine((value) => Number(value.slice(0, 4)) >= 2000 && Number(value.slice(0, 4)) <= 2100, DAY_MESSAGE);
const hourField = (label: string) =>
  z
    .number({ error: `${label} invalide` })
    .int(`${label} invalide`)
    .min(0, `${label} invalide`)
    .max(24, `${label} invalide`);

/** POST /api/planning/absences/preview and POST /api/planning/absences (rule in rules/absences.ts). */
export const absenceRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('DAYS'), firstDay: dayField, lastDay: dayField }),
    z.object({ kind: z.literal('HOURS'), day: dayField, fromHour: hourField('Heure de début'), toHour: hourField('Heure de fin') }),
  ],
  { error: 'Choisissez des jours entiers ou une plage horaire.' },
);
export type AbsenceRequest = z.infer<typeof absenceRequestSchema>;

/** A consultation the absence would cancel: its hours only, nothing of the person. */
export const absenceAffectedConsultationSchema = z.object({ startDate: z.string(), endDate: z.string() });

export const absencePreviewResponseSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  /** Booked consultations inside: cancelled (credit back) on confirmation. */
  consultations: z.array(absenceAffectedConsultationSchema),
  /** Free slots inside: withdrawn on confirmation. */
  freeSlots: z.number().int(),
});
export type AbsencePreviewResponse = z.infer<typeof absencePreviewResponseSchema>;

export const absenceSchema = z.object({ id: z.string(), startDate: z.string(), endDate: z.string() });
export type Absence = z.infer<typeof absenceSchema>;

export const absenceCreatedResponseSchema = z.object({ absence: absenceSchema, cancelledConsultations: z.number().int(), withdrawnSlots: z.number().int() });
export type AbsenceCreatedResponse = z.infer<typeof absenceCreatedResponseSchema>;

/** GET /api/planning/absences: the absences not yet over, soonest first. */
export const absenceListResponseSchema = z.object({ absences: z.array(absenceSchema) });
export type AbsenceListResponse = z.infer<typeof absenceListResponseSchema>;

export const absenceIdParamsSchema = z.object({ absenceId: z.uuid('Identifiant d’absence invalide') });

/** GET /api/planning/public-holidays?year=2027 */
export const publicHolidaysQuerySchema = z.object({
  year: z.coerce.number({ error: 'Année invalide' }).int('Année invalide').min(2000, 'Année invalide').max(2100, 'Année invalide'),
});
export const publicHolidaySchema = z.object({ day: z.string(), name: z.string(), isOpen: z.boolean() });
export type PublicHoliday = z.infer<typeof publicHolidaySchema>;
export const publicHolidaysResponseSchema = z.object({ holidays: z.array(publicHolidaySchema) });
export type PublicHolidaysResponse = z.infer<typeof publicHolidaysResponseSchema>;

/** PUT /api/planning/public-holidays/open and /close: opens, or closes again, one public holiday. */
export const publicHolidayChangeRequestSchema = z.object({ day: dayField });

/** A closed stretch of a week's grid (absence or closed public holiday), shown as busy without detail. */
export const closedIntervalSchema = z.object({ startDate: z.string(), endDate: z.string(), kind: z.enum(['ABSENCE', 'HOLIDAY']) });
export type ClosedInterval = z.infer<typeof closedIntervalSchema>;
