import type { AdminPsychologist } from '@parenthese/shared';
import type { PsychologistFormInput } from './psychologist-form-schema';

// The form's values without its schema (psychologist-form-schema.ts): the section's list uses them, and zod
// downloads with the form only.
export const emptyPsychologistForm: PsychologistFormInput = { firstName: '', lastName: '', adeliNumber: '', mail: '', phoneNumber: '', address: '', doctorCategories: [] };

export const psychologistFormValuesOf = (psychologist: AdminPsychologist): PsychologistFormInput => ({
  firstName: psychologist.firstName,
  lastName: psychologist.lastName,
  adeliNumber: psychologist.adeliNumber,
  mail: psychologist.mail,
  phoneNumber: psychologist.phoneNumber,
  address: psychologist.address,
  doctorCategories: psychologist.doctorCategories,
});

export const fullName = (psychologist: Pick<AdminPsychologist, 'firstName' | 'lastName'>) => `${psychologist.firstName} ${psychologist.lastName}`.trim();
