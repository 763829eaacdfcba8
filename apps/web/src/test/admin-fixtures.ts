import type { AdminAccount, AdminMeResponse, AdminRole } from '@parenthese/shared';

/** An administrator's account as the back office lists it: the admin tests' one copy. */
export const anAdmin = (overrides: Partial<AdminAccount> = {}): AdminAccount => ({
  adminId: '3f2a9c1e-0b4d-4e8a-9c7f-1a2b3c4d5e6f',
  userMail: 'camille@parenthese.fr',
  firstName: 'Camille',
  lastName: 'Martin',
  phoneNumber: '',
  adminRole: 'TECH',
  locked: false,
  isFirstConnection: false,
  invitation: null,
  techApproval: null,
  lastLoginAt: null,
  createdAt: '2026-03-10T09:00:00.000Z',
  actionsCount: 0,
  ...overrides,
});

/** The signed-in administrator of that sub-role, as GET /api/admin/admins/get/me answers. */
export const signedInAdmin = (adminRole: AdminRole): AdminMeResponse => ({
  admin: anAdmin({ adminId: 'a', userMail: 'admin@demo.fr', firstName: 'A', lastName: 'B', adminRole, createdAt: '2030-01-01T00:00:00.000Z' }),
});
