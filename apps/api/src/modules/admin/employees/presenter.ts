import type { AccountInvitation, EmployeeAccount } from '@parenthese/shared';
import type { Config } from '../../../config';
import { presentTemporaryPassword } from '../../accounts/temporary-password-state';
import { presentAccountInvitation } from '../../invitations/presenter';
import type { EmployeeAccountRow } from './repository';

/**
 * An employee as administrators see it: the temporary password while there is one, so it can be
 * handed over; never the balance or consultations (docs/architecture.md, per-employee usage).
 */
export function presentEmployeeAccount(row: EmployeeAccountRow, settings: Pick<Config, 'dataEncryptionKey' | 'temporaryPasswordLifetimeDays'>): EmployeeAccount {
  return {
    employeeId: row.userId,
    companyId: row.companyId,
    mail: row.email ?? '',
    userName: row.username ?? '',
    firstName: row.firstName,
    lastName: row.lastName,
    ...presentTemporaryPassword(row, settings),
    locked: row.isLocked,
    service: row.service,
    job: row.job,
    isFirstConnection: row.isFirstConnection,
    invitation: presentInvitation(row),
  };
}

/** Where the employee's invitation stands (the one presentation of every account's invitation). */
export function presentInvitation(row: Pick<EmployeeAccountRow, 'invitationEmail' | 'invitationSentAt' | 'invitationExpiresAt' | 'invitationAcceptedAt'>, now = new Date()): AccountInvitation | null {
  const invitation = row.invitationEmail === null ? undefined : { email: row.invitationEmail, sentAt: row.invitationSentAt, expiresAt: row.invitationExpiresAt, acceptedAt: row.invitationAcceptedAt };
  return presentAccountInvitation(invitation, now);
}
