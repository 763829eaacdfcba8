import { z } from 'zod';
import { COMPANY_CREDITS_MAX, COMPANY_STATUSES, EMPLOYEE_AMOUNT_MAX_MAX, EMPLOYEE_AMOUNT_MAX_MIN, LOW_CREDITS_THRESHOLD_MAX } from '../rules/company-credits';
import { pageResultSchema } from './lists';
import { ADDRESS_MAX_LENGTH, freeText, personFields } from './person-fields';

/** Admin: companies (spec sections 3, 5, 7 and 8), under /api/admin/companies. */

export const COMPANY_NAME_MAX_LENGTH = 100;
export const LOGO_URL_MAX_LENGTH = 500;

export const companyMessages = {
  name: "Le nom de l'entreprise est requis",
  credits: 'Le nombre de crédits doit être un nombre entier positif ou nul',
  creditsTooHigh: `Le nombre de crédits ne peut pas dépasser ${COMPANY_CREDITS_MAX.toLocaleString('fr-FR')}`,
  employeeAmountMax: 'Le nombre de consultations maximales doit être compris entre 1 et 3',
  threshold: "Le seuil d'alerte doit être un nombre entier entre 0 et 100",
  logoUrl: 'Adresse du logo invalide',
  reportMail: "L'envoi du rapport mensuel doit être activé ou désactivé",
  notFound: 'Entreprise introuvable',
  upcomingConsultations: (count: number) =>
    count === 1
      ? "Impossible de supprimer l'entreprise : 1 consultation de ses salariés est encore à venir."
      : `Impossible de supprimer l'entreprise : ${count} consultations de ses salariés sont encore à venir.`,
} as const;

const wholeNumber = (message: string) => z.number({ error: message }).int(message);

/** The fields an administrator sets on a company (create and update). */
const companyFields = {
  companyName: freeText({ maxLength: COMPANY_NAME_MAX_LENGTH, requiredMessage: companyMessages.name }),
  companyMail: personFields.email,
  companyPhone: personFields.optionalPhone.optional().default(''),
  companyAddress: freeText({ maxLength: ADDRESS_MAX_LENGTH }).optional().default(''),
  creditsAmount: wholeNumber(companyMessages.credits).min(0, companyMessages.credits).max(COMPANY_CREDITS_MAX, companyMessages.creditsTooHigh),
  employeeAmountMax: wholeNumber(companyMessages.employeeAmountMax).min(EMPLOYEE_AMOUNT_MAX_MIN, companyMessages.employeeAmountMax).max(EMPLOYEE_AMOUNT_MAX_MAX, companyMessages.employeeAmountMax),
  triggerMailIfCreditsLow: z.boolean({ error: 'triggerMailIfCreditsLow doit être un booléen' }),
  /** The alert threshold, a percentage of the credits granted; 0 when the alert is off. */
  amountOfCreditsToTriggerMail: wholeNumber(companyMessages.threshold).min(0, companyMessages.threshold).max(LOW_CREDITS_THRESHOLD_MAX, companyMessages.threshold),
  logoUrl: z
    .string({ error: companyMessages.logoUrl })
    .trim()
    .max(LOGO_URL_MAX_LENGTH, companyMessages.logoUrl)
    .refine((value) => value === '' || /^https?:\/\/\S+$/.test(value), companyMessages.logoUrl)
    .optional()
    .default(''),
  /** The monthly usage report mailed to the contact email (issue 25): on at creation, unchanged by an edit, when absent. */
  reportMailEnabled: z.boolean({ error: companyMessages.reportMail }).optional(),
};

/** POST /admin/companies/create */
export const companyCreateRequestSchema = z.object(companyFields);
export type CompanyCreateRequest = z.input<typeof companyCreateRequestSchema>;
export type CompanyCreateValues = z.output<typeof companyCreateRequestSchema>;

/** POST /admin/companies/update/{companyId}: the same fields, the id, and the lock flag. */
export const companyUpdateRequestSchema = z.object({
  companyId: z.uuid("Identifiant d'entreprise invalide").optional(),
  ...companyFields,
  locked: z.boolean({ error: 'locked doit être un booléen' }).optional(),
});
export type CompanyUpdateRequest = z.input<typeof companyUpdateRequestSchema>;
export type CompanyUpdateValues = z.output<typeof companyUpdateRequestSchema>;

export const companyParamsSchema = z.object({ companyId: z.uuid(companyMessages.notFound) });

/** A company as administrators see it: the spec's fields plus what its interface only faked. */
export const companySchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  companyMail: z.string(),
  companyPhone: z.string(),
  companyAddress: z.string(),
  /**
   * The pool as of 0 h of `poolAsOf` (the nightly snapshot, decision 0045), with the administrators' own
   * changes since; never the live pool, which a booking moves. Null before the company's first snapshot.
   */
  creditsAmount: z.number().int().nullable(),
  /** The Paris day, 'YYYY-MM-DD', whose 0 h creditsAmount and usagePercent are as of; null before any snapshot. */
  poolAsOf: z.string().nullable(),
  /** Every credit granted to the company so far (the base of the usage and of the alert threshold). */
  creditsGranted: z.number().int(),
  employeeAmountMax: z.number().int(),
  triggerMailIfCreditsLow: z.boolean(),
  amountOfCreditsToTriggerMail: z.number().int(),
  /** The usage report is mailed on the 1st to `companyMail`. */
  reportMailEnabled: z.boolean(),
  logoUrl: z.string(),
  locked: z.boolean(),
  createdAt: z.string(),
  status: z.enum(COMPANY_STATUSES),
  /** From the snapshot too (null before any). */
  usagePercent: z.number().int().nullable(),
  employeeCount: z.number().int(),
  /** Past their first connection and not blocked. */
  activeEmployeeCount: z.number().int(),
  blockedEmployeeCount: z.number().int(),
});
export type Company = z.infer<typeof companySchema>;

/** GET /admin/companies/get/all without page parameters. */
export const companyListSchema = z.object({ companies: z.array(companySchema) });
export const companyPageSchema = pageResultSchema(companySchema);
