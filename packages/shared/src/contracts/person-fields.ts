import { z } from 'zod';
import { employeeImportMessages, startsLikeFormula } from '../rules/employee-import';

/**
 * The fields that describe a person (employee, psychologist, administrator): one schema each, used by
 * every form and every handler, so a name, an email or a phone number obeys the same rule everywhere.
 */

export const PERSON_NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 20;
export const ADDRESS_MAX_LENGTH = 200;
export const ADELI_NUMBER_LENGTH = 9;

/** French number: +33 or 0, a digit 1-9, four pairs of digits, optional separators (spec section 5). */
export const FRENCH_PHONE_PATTERN = /^(?:\+33[\s.-]?|0)[1-9](?:[\s.-]?\d{2}){4}$/;

export const personMessages = {
  firstName: 'Le prénom est requis',
  lastName: 'Le nom est requis',
  emailRequired: "L'adresse email est requise",
  email: 'Adresse email invalide',
  emailTooLong: 'Adresse email trop longue',
  /** Another account already has it (409). */
  emailTaken: 'Cette adresse email est déjà utilisée.',
  phone: 'Le téléphone est requis',
  phoneFormat: 'Numéro de téléphone invalide',
  adeliNumber: 'Le numéro ADELI est requis',
  adeliNumberFormat: 'Le numéro ADELI doit comporter 9 chiffres',
  controlCharacters: 'Ce champ contient des caractères non autorisés',
  maxLength: (maxLength: number) => `Maximum ${maxLength} caractères`,
  /** A name or a label a spreadsheet would run as a formula once exported: the import's sentence, for every writer. */
  formula: employeeImportMessages.formula,
} as const;

/** Control characters (NUL, escape…): never part of a name, an address or a label. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE_CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
/** Multi-line texts keep their line breaks and tabs. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * A free-text field: trimmed, at most `maxLength` characters, no control character. Required when
 * `requiredMessage` is given, otherwise '' is accepted. `isFormulaRefused`: no `= + - @` first (`startsLikeFormula`).
 */
export function freeText(options: { maxLength: number; requiredMessage?: string; isMultiline?: boolean; isFormulaRefused?: boolean }) {
  const control = options.isMultiline ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL;
  const base = z
    .string({ error: options.requiredMessage ?? 'Texte invalide' })
    .refine((value) => !control.test(value), { message: personMessages.controlCharacters, abort: true })
    // Names and labels go into exports and summaries: refused here, by every writer, as the import does.
    .refine((value) => !options.isFormulaRefused || !startsLikeFormula(value), { message: personMessages.formula, abort: true })
    .trim();
  const required = options.requiredMessage ? base.min(1, options.requiredMessage) : base;
  return required.max(options.maxLength, personMessages.maxLength(options.maxLength));
}

/**
 * A required, lower-cased email address. The profile forms say 'Adresse email invalide' for an empty
 * one where first connection says 'L'adresse email est requise' (spec section 5), hence the parameter.
 */
export function emailField(requiredMessage: string = personMessages.emailRequired) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(EMAIL_MAX_LENGTH, personMessages.emailTooLong)
    .pipe(z.email(personMessages.email))
    .transform((value) => value.toLowerCase());
}

/** An employee's personal address for the mails, or '' for none: lower-cased. */
export const contactEmailField = z
  .string({ error: personMessages.email })
  .trim()
  .max(EMAIL_MAX_LENGTH, personMessages.emailTooLong)
  .refine((value) => value === '' || z.email().safeParse(value).success, personMessages.email)
  .transform((value) => value.toLowerCase());

const phoneText = freeText({ maxLength: PHONE_MAX_LENGTH });

export const personFields = {
  firstName: freeText({ maxLength: PERSON_NAME_MAX_LENGTH, requiredMessage: personMessages.firstName, isFormulaRefused: true }),
  lastName: freeText({ maxLength: PERSON_NAME_MAX_LENGTH, requiredMessage: personMessages.lastName, isFormulaRefused: true }),
  /** Names an administrator may leave empty (admin forms, spec section 5). */
  optionalName: freeText({ maxLength: PERSON_NAME_MAX_LENGTH, isFormulaRefused: true }),
  email: emailField(),
  /** The profile forms' wording for an empty address. */
  profileEmail: emailField(personMessages.email),
  /** A French number, or '' when none is on file. */
  optionalPhone: phoneText.refine((value) => value === '' || FRENCH_PHONE_PATTERN.test(value), personMessages.phoneFormat),
  requiredPhone: phoneText.min(1, personMessages.phone).refine((value) => FRENCH_PHONE_PATTERN.test(value), personMessages.phoneFormat),
  address: freeText({ maxLength: ADDRESS_MAX_LENGTH }),
  /** The ADELI number of a French psychologist: 9 digits. */
  adeliNumber: z
    .string({ error: personMessages.adeliNumber })
    .trim()
    .min(1, personMessages.adeliNumber)
    .regex(/^\d{9}$/, personMessages.adeliNumberFormat),
  /** Department and position of an employee: optional labels. */
  label: freeText({ maxLength: 100, isFormulaRefused: true }),
};
