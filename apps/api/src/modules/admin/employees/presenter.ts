import type { EmployeeAccount, EmployeeInvitation } from '@parenthese/shared';
import type { Config } from '../../../config';
import { presentTemporaryPassword } from '../../accounts/temporary-password-state';
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
