import { z } from 'zod';
import { BILL_STATUSES, billMessages, MONTH_KEY_PATTERN } from '../rules/psychologist-billing';

/** Admin: a psychologist's monthly bills, under /api/admin/doctors/{id}/bills (TECH only). */

export const psychologistBillingParamsSchema = z.object({ id: z.uuid(billMessages.psychologistNotFound) });
export const psychologistBillParamsSchema = psychologistBillingParamsSchema.extend({
  month: z.string().regex(MONTH_KEY_PATTERN, billMessages.invalidMonth),
});

/** The header of the billing screen, so it does not depend on the psychologists' list. */
export const billingPsychologistSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  adeliNumber: z.string(),
  categories: z.array(z.string()),
  locked: z.boolean(),
});

export const billDocumentSchema = z.object({
  fileName: z.string(),
  mediaType: z.string(),
  sizeBytes: z.number().int(),
});

export const monthlyBillSchema = z.object({
  /** 'yyyy-MM', Paris month. */
  month: z.string(),
  consultationsCount: z.number().int(),
  /** Of consultationsCount, those the employee missed (« Le salarié ne s'est pas présenté »), billed per NO_SHOW_POLICY. */
  noShowsCount: z.number().int(),
  /** Frozen when the month is closed; otherwise at the current price. */
  unitPriceCents: z.number().int(),
  totalAmountCents: z.number().int(),
  status: z.enum(BILL_STATUSES),
  /** The current month: still counting, nothing can be done on it yet. */
  isInProgress: z.boolean(),
  document: billDocumentSchema.nullable(),
  uploadDate: z.string().nullable(),
  validationDate: z.string().nullable(),
  paymentDate: z.string().nullable(),
});
export type MonthlyBill = z.infer<typeof monthlyBillSchema>;

/** GET /admin/doctors/{id}/bills: the psychologist, the three tiles and the months, newest first. */
export const psychologistBillingSchema = z.object({
  psychologist: billingPsychologistSchema,
  consultationPriceCents: z.number().int(),
  summary: z.object({
    totalConsultations: z.number().int(),
    /** Every amount not paid yet, the month in progress included. */
    pendingAmountCents: z.number().int(),
    paidBillsCount: z.number().int(),
  }),
  bills: z.array(monthlyBillSchema),
});
export type PsychologistBilling = z.infer<typeof psychologistBillingSchema>;
