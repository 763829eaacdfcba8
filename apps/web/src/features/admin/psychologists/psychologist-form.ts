import type { AdminDoctor } from '@parenthese/shared';
import type { PsychologistFormInput } from './psychologist-form-schema';

// The form's values without its schema (psychologist-form-schema.ts): the section's list uses them, and zod
// downloads with the form only.
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
