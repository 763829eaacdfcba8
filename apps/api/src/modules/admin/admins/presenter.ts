import type { AdminAccount, PendingEmailChange } from '@parenthese/shared';
import type { Config } from '../../../config';
import { presentTemporaryPassword } from '../../accounts/temporary-password-state';
import type { AdminRow } from './repository';

/**
 * An administrator as the back-office shows it: the temporary password while there is one, the real
 * last sign-in and creation dates, and how many audited actions they made.
 */
export function presentAdmin(
  row: AdminRow,
  settings: Pick<Config, 'dataEncryptionKey' | 'temporaryPasswordLifetimeDays'>,
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
    ...presentTemporaryPassword(row.user, settings, { isShown: options.showsTemporaryPassword }),
    isFirstConnection: row.user.isFirstConnection,
    lastLoginAt: row.user.lastLoginAt ? row.user.lastLoginAt.toISOString() : null,
    createdAt: row.user.createdAt.toISOString(),
    actionsCount,
    pendingEmailChange: options.pendingEmailChange,
  };
}
