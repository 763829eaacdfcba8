import type { EmployeeAccount, EmployeeInvitation } from '@parenthese/shared';
import type { Config } from '../../../config';
import { hasReadableTemporaryPassword, presentTemporaryPassword } from '../../accounts/temporary-password-state';
import type { EmployeeAccountRow } from './repository';

/**
 * An employee as administrators see it; never the balance or consultations (docs/architecture.md,
 * per-employee usage). Whether a temporary password can be revealed, but the password itself only
 * in the answers that issue it (`showsTemporaryPassword`: creation, « Nouveau mot de passe
 * temporaire »), both audited; any other reading goes through the audited reveal (decision 0023).
 */
export function presentEmployeeAccount(
  row: EmployeeAccountRow,
  settings: Pick<Config, 'dataEncryptionKey' | 'temporaryPasswordLifetimeDays'>,
  options: { showsTemporaryPassword?: boolean } = {},
): EmployeeAccount {
  return {
    employeeId: row.userId,
    companyId: row.companyId,
    mail: row.email ?? '',
    userName: row.username ?? '',
    firstName: row.firstName,
    lastName: row.lastName,
    ...presentTemporaryPassword(row, settings, { isShown: options.showsTemporaryPassword ?? false }),
    hasTemporaryPassword: hasReadableTemporaryPassword(row, settings.temporaryPasswordLifetimeDays),
    locked: row.isLocked,
    service: row.service,
    job: row.job,
    isFirstConnection: row.isFirstConnection,
    invitation: presentInvitation(row),
  };
}

/** Where the employee's invitation stands: its state and dates, never its link nor its mail. */
export function presentInvitation(row: Pick<EmployeeAccountRow, 'invitationEmail' | 'invitationSentAt' | 'invitationExpiresAt' | 'invitationAcceptedAt'>, now = new Date()): EmployeeInvitation | null {
  if (row.invitationEmail === null) return null;
  const status = row.invitationAcceptedAt ? 'ACCEPTED' : !row.invitationSentAt || !row.invitationExpiresAt ? 'NOT_SENT' : row.invitationExpiresAt <= now ? 'EXPIRED' : 'PENDING';
  return {
    status,
    mail: row.invitationEmail,
    sentAt: row.invitationSentAt?.toISOString() ?? null,
    expiresAt: row.invitationExpiresAt?.toISOString() ?? null,
  };
}
