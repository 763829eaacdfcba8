import type { PsychologistAccountDetails } from '@parenthese/shared';

/** The signed-in psychologist's account as GET /api/doctor/account/details answers it: the profile tests' one copy. */
export const psychologistDetails = (overrides: Partial<PsychologistAccountDetails> = {}): PsychologistAccountDetails => ({
  userId: 'psy-1',
  adeliNumber: '759312345',
  firstName: 'Claire',
  lastName: 'Dubois',
  mail: 'psy.clinicien@demo.fr',
  phoneNumber: '0612345678',
  address: '12 rue de la Paix, Paris',
  doctorCategories: ['Psychologue clinicien'],
  locked: false,
  phoneEnabled: true,
  teamsEnabled: true,
  meetsEnabled: false,
  zoomEnabled: false,
  ...overrides,
});
