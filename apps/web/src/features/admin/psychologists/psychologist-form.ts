import { z } from 'zod';
import { DOCTOR_CATEGORIES, doctorCreateRequestSchema, personFields, type AdminDoctor } from '@parenthese/shared';

const fields = doctorCreateRequestSchema.shape;

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
  doctorCategories: z.array(z.enum(DOCTOR_CATEGORIES)),
});

export type PsychologistFormInput = z.input<typeof psychologistFormSchema>;
export type PsychologistFormOutput = z.output<typeof psychologistFormSchema>;

export const emptyPsychologistForm: PsychologistFormInput = { firstName: '', lastName: '', adeliNumber: '', mail: '', phoneNumber: '', address: '', doctorCategories: [] };

export const psychologistFormValuesOf = (doctor: AdminDoctor): PsychologistFormInput => ({
  firstName: doctor.firstName,
  lastName: doctor.lastName,
  adeliNumber: doctor.adeliNumber,
  mail: doctor.mail,
  phoneNumber: doctor.phoneNumber,
  address: doctor.address,
  doctorCategories: doctor.doctorCategories,
});

export const fullName = (doctor: Pick<AdminDoctor, 'firstName' | 'lastName'>) => `${doctor.firstName} ${doctor.lastName}`.trim();
