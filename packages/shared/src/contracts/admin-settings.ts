import { z } from 'zod';
import { CONSULTATION_PRICE_MAX_EUROS, CONSULTATION_PRICE_MIN_EUROS } from '../rules/consultation-price';

/** Admin: the platform's effective settings, under /api/admin/settings (TECH only). */

export const settingsMessages = {
  price: `Le prix d'une consultation doit être un montant entre ${CONSULTATION_PRICE_MIN_EUROS} € et ${CONSULTATION_PRICE_MAX_EUROS.toLocaleString('fr-FR')} €`,
  priceCents: "Le prix d'une consultation ne peut pas avoir plus de deux décimales",
} as const;

export const adminSettingsSchema = z.object({
  consultationPriceCents: z.number().int(),
  defaultConsultationPriceCents: z.number().int(),
  bookingWindowMonths: z.number().int(),
  lateCancellationHours: z.number().int(),
  joinWindowMinutes: z.number().int(),
  consultationLengthMinutes: z.number().int(),
  /** False: mails stay in the outbox (no SMTP_URL). */
  isSmtpEnabled: z.boolean(),
  videoProvider: z.string(),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/** PUT /admin/settings/consultation-price: euros, up to the cent. */
export const consultationPriceUpdateRequestSchema = z.object({
  consultationPriceEuros: z
    .number({ error: settingsMessages.price })
    .min(CONSULTATION_PRICE_MIN_EUROS, settingsMessages.price)
    .max(CONSULTATION_PRICE_MAX_EUROS, settingsMessages.price)
    .refine((euros) => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6, settingsMessages.priceCents),
});
export type ConsultationPriceUpdateRequest = z.infer<typeof consultationPriceUpdateRequestSchema>;
