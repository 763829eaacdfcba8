import type { AccountInvitation, EmployeeAccount } from '@parenthese/shared';
import type { Config } from '../../../config';
import { hasReadableTemporaryPassword, presentTemporaryPassword } from '../../accounts/temporary-password-state';
import { presentAccountInvitation } from '../../invitations/presenter';
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
  now: Date,
  options: { showsTemporaryPassword?: boolean } = {},
): EmployeeAccount {
  return {
    employeeId: row.userId,
    companyId: row.companyId,
    mail: row.email ?? '',
    userName: row.username ?? '',
    firstName: row.firstName,
    lastName: row.lastName,
    ...presentTemporaryPassword(row, settings, now, { isShown: options.showsTemporaryPassword ?? false }),
    hasTemporaryPassword: hasReadableTemporaryPassword(row, settings.temporaryPasswordLifetimeDays, now),
    locked: row.isLocked,
    service: row.service,
    job: row.job,
    isFirstConnection: row.isFirstConnection,
    invitation: presentInvitation(row, now),
  };
}

/** Where the employee's invitation stands (the one presentation of every account's invitation). */
export function presentInvitation(row: Pick<EmployeeAccountRow, 'invitationEmail' | 'invitationSentAt' | 'invitationExpiresAt' | 'invitationAcceptedAt'>, now: Date): AccountInvitation | null {
  const invitation = row.invitationEmail === null ? undefined : { email: row.invitationEmail, sentAt: row.invitationSentAt, expiresAt: row.invitationExpiresAt, acceptedAt: row.invitationAcceptedAt };
  return presentAccountInvitation(invitation, now);
}
