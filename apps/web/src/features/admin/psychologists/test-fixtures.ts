import type { AdminPsychologist } from '@parenthese/shared';
import { signedInAdmin } from '@/test/admin-fixtures';

/** A psychologist as GET /admin/doctors/get/all answers them. */
export const aPsychologist = (overrides: Partial<AdminPsychologist> = {}): AdminPsychologist => ({
  userId: '3f0c2b1a-7d4e-4c5f-8a9b-0c1d2e3f4a5b',
  adeliNumber: '751234567',
  firstName: 'Claire',
  lastName: 'Dubois',
  mail: 'claire.dubois@cabinet.fr',
  phoneNumber: '0611223344',
  address: 'Lyon',
  doctorCategories: ['Psychologue clinicien', 'Neuropsychologue'],
  locked: false,
  isFirstConnection: false,
  invitation: null,
  phoneEnabled: true,
  teamsEnabled: true,
  meetsEnabled: false,
  zoomEnabled: false,
  createdAt: '2030-01-15T09:00:00.000Z',
  ...overrides,
});

/** GET /admin/admins/get/me for an administrator of that sub-role. */
export const currentAdmin = signedInAdmin;
