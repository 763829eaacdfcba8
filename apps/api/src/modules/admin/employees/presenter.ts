import type { EmployeeAccount } from '@parenthese/shared';
import { decryptSecret } from '../../../lib/secret-box';
import type { EmployeeAccountRow } from './repository';

/**
 * An employee as administrators see it: the temporary password while there is one, so it can be
 * handed over; never the balance or consultations (docs/architecture.md, per-employee usage).
 */
export function presentEmployeeAccount(row: EmployeeAccountRow, encryptionKey: Buffer): EmployeeAccount {
  return {
    employeeId: row.userId,
    companyId: row.companyId,
    mail: row.email ?? '',
    userName: row.username ?? '',
    firstName: row.firstName,
    lastName: row.lastName,
    password: row.temporaryPasswordEncrypted ? decryptSecret(encryptionKey, row.temporaryPasswordEncrypted) : '',
    locked: row.isLocked,
    service: row.service,
    job: row.job,
    isFirstConnection: row.isFirstConnection,
  };
}
