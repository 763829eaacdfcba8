import type { AdminMeResponse, AdminRole } from '@parenthese/shared';

/** The signed-in administrator of that sub-role, as GET /api/admin/admins/get/me answers: the admin tests' one copy. */
export const signedInAdmin = (adminRole: AdminRole): AdminMeResponse => ({
  admin: {
    adminId: 'a',
    userMail: 'admin@demo.fr',
    firstName: 'A',
    lastName: 'B',
    phoneNumber: '',
    adminRole,
    locked: false,
    password: '',
    isFirstConnection: false,
    temporaryPasswordExpiresAt: null,
    isTemporaryPasswordExpired: false,
    lastLoginAt: null,
    createdAt: '2030-01-01T00:00:00.000Z',
    actionsCount: 0,
  },
});
