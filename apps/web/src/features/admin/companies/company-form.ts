import { z } from 'zod';
import { companyCreateRequestSchema, companyMessages, EMPLOYEE_AMOUNT_MAX_MIN, type Company, type CompanyCreateValues } from '@parenthese/shared';

/** The placeholder of the alert threshold (spec section 5). */
export const ALERT_THRESHOLD_PLACEHOLDER = '80';
export const creditsRequiredMessage = 'Le nombre de crédits est requis';

const fields = companyCreateRequestSchema.shape;

/** A whole number typed in a text box: '' gives `requiredMessage`, anything else not made of digits `message`. */
const typedWholeNumber = (requiredMessage: string, message: string) =>
  z
    .string()
    .trim()
    .min(1, requiredMessage)
    .regex(/^\d+$/, message)
    .transform((value) => Number(value));

/** The threshold, required only when the alert is on: a whole number 0 to 100. */
const thresholdSchema = typedWholeNumber(companyMessages.threshold, companyMessages.threshold).pipe(fields.amountOfCreditsToTriggerMail);

/**
 * The create and edit form of a company (spec section 5): name, email and credits required, the
 * maximum 1 to 3, the threshold required and 0 to 100 only when the alert is on (0 is sent when off),
 * the monthly report mail on unless switched off (issue 25).
 * Phone, address and the lock are only on the edit form. Its output is the request's fields.
 */
export const companyFormSchema = z
  .object({
    companyName: fields.companyName,
    companyMail: fields.companyMail,
    companyPhone: fields.companyPhone,
    companyAddress: fields.companyAddress,
    creditsAmount: typedWholeNumber(creditsRequiredMessage, companyMessages.credits).pipe(fields.creditsAmount),
    employeeAmountMax: fields.employeeAmountMax,
    triggerMailIfCreditsLow: z.boolean(),
    amountOfCreditsToTriggerMail: z.string(),
    reportMailEnabled: z.boolean(),
    locked: z.boolean(),
  })
  .refine((values) => !values.triggerMailIfCreditsLow || thresholdSchema.safeParse(values.amountOfCreditsToTriggerMail).success, {
    path: ['amountOfCreditsToTriggerMail'],
    message: companyMessages.threshold,
    // Checked with the other fields, so every message shows at once.
    when: ({ value }) => typeof value === 'object' && value !== null && 'triggerMailIfCreditsLow' in value,
  })
  .transform((values): CompanyCreateValues & { locked: boolean } => ({
    ...values,
    amountOfCreditsToTriggerMail: values.triggerMailIfCreditsLow ? thresholdSchema.parse(values.amountOfCreditsToTriggerMail) : 0,
    logoUrl: '',
  }));

export type CompanyFormInput = z.input<typeof companyFormSchema>;
export type CompanyFormOutput = z.output<typeof companyFormSchema>;

/** An empty creation form: maximum 1, alert off (spec section 5). */
export const emptyCompanyForm: CompanyFormInput = {
  companyName: '',
  companyMail: '',
  companyPhone: '',
  companyAddress: '',
  creditsAmount: '',
  employeeAmountMax: EMPLOYEE_AMOUNT_MAX_MIN,
  triggerMailIfCreditsLow: false,
  amountOfCreditsToTriggerMail: '',
  reportMailEnabled: true,
  locked: false,
};

/** The edit form of an existing company. */
export const companyFormValuesOf = (company: Company): CompanyFormInput => ({
  companyName: company.companyName,
  companyMail: company.companyMail,
  companyPhone: company.companyPhone,
  companyAddress: company.companyAddress,
  // The pool of the last snapshot: the number saved replaces it, bookings since still count (decision 0045).
  creditsAmount: company.creditsAmount === null ? '' : String(company.creditsAmount),
  employeeAmountMax: company.employeeAmountMax,
  triggerMailIfCreditsLow: company.triggerMailIfCreditsLow,
  amountOfCreditsToTriggerMail: company.triggerMailIfCreditsLow ? String(company.amountOfCreditsToTriggerMail) : '',
  reportMailEnabled: company.reportMailEnabled,
  locked: company.locked,
});
