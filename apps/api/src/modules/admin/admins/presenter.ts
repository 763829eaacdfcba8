import type { AdminAccount, PendingEmailChange } from '@parenthese/shared';
import { decryptSecret } from '../../../lib/secret-box';
import type { AdminRow } from './repository';

/**
 * An administrator as the back-office shows it: the temporary password while there is one, the real
 * last sign-in and creation dates, and how many audited actions they made.
 */
export function presentAdmin(
  row: AdminRow,
  encryptionKey: Buffer,
  actionsCount: number,
  options: { showsTemporaryPassword: boolean; pendingEmailChange: PendingEmailChange | null },
): AdminAccount {
  return {
    adminId: row.user.id,
    userMail: row.user.email ?? '',
    firstName: row.admin.firstName,
    lastName: row.admin.lastName,
    phoneNumber: row.admin.phoneNumber,
    adminRole: row.admin.adminRole,
    locked: row.user.isLocked,
    password: options.showsTemporaryPassword && row.user.temporaryPasswordEncrypted ? decryptSecret(encryptionKey, row.user.temporaryPasswordEncrypted) : '',
    lastLoginAt: row.user.lastLoginAt ? row.user.lastLoginAt.toISOString() : null,
    createdAt: row.user.createdAt.toISOString(),
    actionsCount,
    pendingEmailChange: options.pendingEmailChange,
  };
}
