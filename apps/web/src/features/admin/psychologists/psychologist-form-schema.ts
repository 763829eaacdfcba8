import { z } from 'zod';
import { PSYCHOLOGIST_CATEGORIES, psychologistCreateRequestSchema, personFields } from '@parenthese/shared';

const fields = psychologistCreateRequestSchema.shape;

/**
 * The create and edit form of a psychologist (spec section 5): first name, last name, ADELI number
 * and email required; phone and address optional; any of the four specialisations.
 */
export const psychologistFormSchema = z.object({
  firstName: fields.firstName,
  lastName: fields.lastName,
  adeliNumber: fields.adeliNumber,
  mail: fields.mail,
  phoneNumber: personFields.optionalPhone,
  address: personFields.address,
  doctorCategories: z.array(z.enum(PSYCHOLOGIST_CATEGORIES)),
});

export type PsychologistFormInput = z.input<typeof psychologistFormSchema>;
export type PsychologistFormOutput = z.output<typeof psychologistFormSchema>;
