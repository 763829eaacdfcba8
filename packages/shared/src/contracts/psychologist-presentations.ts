import { z } from 'zod';
import { freeText } from './person-fields';
import { PSYCHOLOGIST_CATEGORIES, MEETING_TYPES } from '../rules/psychologist-categories';
import { PRESENTATION_APPROACH_MAX_LENGTH, PRESENTATION_FIRST_NAME_MAX_LENGTH, PRESENTATION_FORMS_OF_ADDRESS, PRESENTATION_LANGUAGES, presentationMessages } from '../rules/psychologist-presentations';

/** Psychologist presentations (decision 0061): written in « Mon profil », read by employees. */

const languagesField = z
  .array(z.enum(PRESENTATION_LANGUAGES, { error: presentationMessages.unknownLanguage }), { error: presentationMessages.languages })
  .min(1, presentationMessages.languages)
  .max(PRESENTATION_LANGUAGES.length, presentationMessages.duplicateLanguage)
  .refine((languages) => new Set(languages).size === languages.length, presentationMessages.duplicateLanguage);

/** PUT /doctor/presentation: the form and the request are one schema. Free text sanitised like any other. */
export const presentationFormSchema = z.object({
  firstName: freeText({ maxLength: PRESENTATION_FIRST_NAME_MAX_LENGTH, requiredMessage: presentationMessages.firstName, isFormulaRefused: true }),
  formOfAddress: z.enum(PRESENTATION_FORMS_OF_ADDRESS, { error: presentationMessages.formOfAddress }),
  approach: freeText({ maxLength: PRESENTATION_APPROACH_MAX_LENGTH, requiredMessage: presentationMessages.approach, isMultiline: true, isFormulaRefused: true }),
  languages: languagesField,
});
export type PresentationForm = z.input<typeof presentationFormSchema>;

const presentationFields = {
  firstName: z.string(),
  formOfAddress: z.enum(PRESENTATION_FORMS_OF_ADDRESS),
  approach: z.string(),
  languages: z.array(z.enum(PRESENTATION_LANGUAGES)),
};

/** GET/PUT /doctor/presentation: the psychologist's own presentation, or null before they write one. */
export const psychologistPresentationResponseSchema = z.object({
  presentation: z.object({ ...presentationFields, updatedAt: z.string() }).nullable(),
});
export type PsychologistPresentationResponse = z.infer<typeof psychologistPresentationResponseSchema>;

/**
 * What an employee sees of a psychologist (presentPsychologistToEmployee): the presentation and its
 * public id, or only the title « Votre psychologue ». Never a name from the account, a contact or an id of it.
 */
export const employeePsychologistSchema = z.object({
  presentationId: z.string().nullable(),
  title: z.string(),
  presentation: z.object(presentationFields).nullable(),
});
export type EmployeePsychologist = z.infer<typeof employeePsychologistSchema>;

/** GET /psychologists: « Choisir ma psychologue » for a category and a mode. */
export const psychologistChoiceQuerySchema = z.object({
  doctorCategoryName: z.enum(PSYCHOLOGIST_CATEGORIES, { error: 'Catégorie de psychologue inconnue' }),
  meetingType: z.enum(MEETING_TYPES, { error: 'Mode de consultation inconnu' }),
});
export const psychologistChoicesResponseSchema = z.object({ psychologists: z.array(employeePsychologistSchema) });
export type PsychologistChoicesResponse = z.infer<typeof psychologistChoicesResponseSchema>;

export const presentationIdField = z.uuid(presentationMessages.notFound);
