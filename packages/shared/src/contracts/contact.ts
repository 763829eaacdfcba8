import { z } from 'zod';
import { CONTACT_REQUEST_FILTERS } from '../rules/contact-request-filters';
import type { ApiErrorCode } from './api-error-codes';
import { listQuerySchema, pageResultSchema } from './lists';
import { FRENCH_PHONE_PATTERN } from './person-fields';
import { hasSuspiciousContent, sanitiseContactText } from '../rules/contact-sanitising';
import { CONTACT_COMPANY_SIZES, CONTACT_MAX_LENGTHS, DEMO_SLOT_VALUES, contactMessages, demoSlotStart, isBookableDemoStart, parseDemoDay } from '../rules/demo-request';

/** Names: letters (accented too), spaces, hyphen and apostrophe; starting with a letter. */
const NAME_FORMAT = /^[\p{L}\p{M}][\p{L}\p{M} '’-]*$/u;
/** Company: letters, digits, spaces and - & . , ( ) — plus the apostrophe of French names (L'Atelier). */
const COMPANY_FORMAT = /^[\p{L}\p{M}\d '’&.,()-]+$/u;
/** Message: letters, digits, line breaks and basic punctuation (no markup characters). */
const MESSAGE_FORMAT = /^[\p{L}\p{M}\d\s.,;:!?'’"«»()\-–—&@€%+/…]*$/u;

const isEmail = (value: string) => z.email().safeParse(value).success;
/** Missing or empty reads 'required'; anything else that does not fit reads 'invalid format'. */
const requiredOrInvalid = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null || issue.input === '' ? contactMessages.required : contactMessages.invalidFormat);

type TextFieldRules = {
  maxLength: number;
  isRequired: boolean;
  isValidFormat: (value: string) => boolean;
  isMultiline?: boolean;
};

/**
 * One text field of the request: suspicious content is refused on what was typed, then the text is
 * sanitised, then length and format are checked on what will be stored.
 */
function contactTextField(rules: TextFieldRules) {
  const typed = z.string({ error: requiredOrInvalid });
  const base = rules.isRequired ? typed : typed.optional().transform((value) => value ?? '');
  return (
    base
      // A far too long value is refused before any pattern runs on it.
      .refine((value) => value.length <= rules.maxLength * 2, { message: contactMessages.maxLength(rules.maxLength), abort: true })
      .refine((value) => !hasSuspiciousContent(value), { message: contactMessages.suspicious, abort: true })
      .transform((value) => sanitiseContactText(value, { isMultiline: rules.isMultiline }))
      .pipe(
        z
          .string()
          .refine((value) => !rules.isRequired || value.length > 0, { message: contactMessages.required, abort: true })
          .refine((value) => value.length <= rules.maxLength, { message: contactMessages.maxLength(rules.maxLength), abort: true })
          .refine((value) => value === '' || rules.isValidFormat(value), { message: contactMessages.invalidFormat }),
      )
  );
}

const nameField = (maxLength: number) => contactTextField({ maxLength, isRequired: true, isValidFormat: (value) => NAME_FORMAT.test(value) });

export const contactFields = {
  firstName: nameField(CONTACT_MAX_LENGTHS.firstName),
  lastName: nameField(CONTACT_MAX_LENGTHS.lastName),
  email: contactTextField({ maxLength: CONTACT_MAX_LENGTHS.email, isRequired: true, isValidFormat: isEmail }),
  phone: contactTextField({ maxLength: CONTACT_MAX_LENGTHS.phone, isRequired: false, isValidFormat: (value) => FRENCH_PHONE_PATTERN.test(value) }),
  company: contactTextField({ maxLength: CONTACT_MAX_LENGTHS.company, isRequired: true, isValidFormat: (value) => COMPANY_FORMAT.test(value) }),
  message: contactTextField({ maxLength: CONTACT_MAX_LENGTHS.message, isRequired: false, isMultiline: true, isValidFormat: (value) => MESSAGE_FORMAT.test(value) }),
  companySize: z.enum(CONTACT_COMPANY_SIZES, { error: requiredOrInvalid }),
};

/** The browser form of /contact (spec section 5): day 'yyyy-MM-dd' and slot '09:00' chosen apart. */
export const contactFormSchema = z
  .object({
    firstName: contactFields.firstName,
    lastName: contactFields.lastName,
    email: contactFields.email,
    phone: contactFields.phone,
    company: contactFields.company,
    companySize: contactFields.companySize,
    date: z
      .string({ error: contactMessages.required })
      .min(1, { message: contactMessages.required, abort: true })
      .refine((value) => parseDemoDay(value) !== null, contactMessages.invalidFormat),
    timeSlot: z.enum(DEMO_SLOT_VALUES, { error: requiredOrInvalid }),
    message: contactFields.message,
  })
  .refine(
    (value) => {
      const start = demoSlotStart(value.date, value.timeSlot);
      return start !== null && isBookableDemoStart(start, new Date());
    },
    { message: contactMessages.pastSlot, path: ['timeSlot'] },
  );
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;

/** POST /api/contact/request (spec section 3): the same rules, with the spec's field names. */
export const contactRequestSchema = z.object({
  firstName: contactFields.firstName,
  lastName: contactFields.lastName,
  mail: contactFields.email,
  phone: contactFields.phone,
  companyName: contactFields.company,
  size: contactFields.companySize,
  date: z.iso.datetime({ offset: true, error: requiredOrInvalid }),
  message: contactFields.message,
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
export type ContactRequestValues = z.output<typeof contactRequestSchema>;

/** The request the form sends: size without 'employés', the day and slot start as one ISO instant. */
export function toContactRequest(form: ContactFormValues): ContactRequestValues {
  const start = demoSlotStart(form.date, form.timeSlot);
  if (!start) throw new Error('Créneau inconnu');
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    mail: form.email,
    phone: form.phone,
    companyName: form.company,
    size: form.companySize,
    date: start.toISOString(),
    message: form.message,
  };
}

/** GET /api/admin/contact-requests: one stored demonstration request. */
export const contactRequestListItemSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  companyName: z.string(),
  companySize: z.string(),
  requestedAt: z.string(),
  message: z.string(),
  createdAt: z.string(),
  /** When an administrator marked it 'Traitée'; null while it is still to handle. */
  handledAt: z.string().nullable(),
});
export type ContactRequestListItem = z.infer<typeof contactRequestListItemSchema>;
export const contactRequestListSchema = z.array(contactRequestListItemSchema);
export const contactRequestPageSchema = pageResultSchema(contactRequestListItemSchema);

/** GET /api/admin/contact-requests?status=all|pending|handled, with the list parameters. */
export const contactRequestListQuerySchema = listQuerySchema.extend({
  status: z.enum(CONTACT_REQUEST_FILTERS, { error: 'Filtre inconnu' }).optional().default('all'),
});
export type ContactRequestListQuery = z.output<typeof contactRequestListQuerySchema>;

/** POST /api/admin/contact-requests/{id}/handled: marks a request 'Traitée', or takes it back. */
export const contactRequestHandledRequestSchema = z.object({ isHandled: z.boolean({ error: 'isHandled doit être un booléen' }) });
export type ContactRequestHandledRequest = z.infer<typeof contactRequestHandledRequestSchema>;

/** GET /api/public/config: what the public pages need to know of the configuration. */
export const publicConfigSchema = z.object({ videoUrl: z.string() });
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/**
 * The code of a refused contact request from its per-field sentences (written by the schemas above):
 * suspicious content first, then a required field missing, then any other format. The API's answer and
 * the form's check before sending both decide on it, so that neither compares sentences itself.
 */
export function contactRefusalCode(fieldMessages: readonly string[]): Extract<ApiErrorCode, 'CONTACT_SUSPICIOUS' | 'CONTACT_FIELDS_MISSING' | 'VALIDATION_FAILED'> {
  if (fieldMessages.includes(contactMessages.suspicious)) return 'CONTACT_SUSPICIOUS';
  if (fieldMessages.includes(contactMessages.required)) return 'CONTACT_FIELDS_MISSING';
  return 'VALIDATION_FAILED';
}
