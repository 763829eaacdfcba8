import { isTemporaryPasswordExpired, temporaryPasswordExpiresAt, temporaryPasswordMessages } from '@parenthese/shared';
import type { Executor } from '../../db/client';
import { conflict } from '../../lib/app-error';
import { decryptSecret } from '../../lib/secret-box';
import { temporaryCredentials } from './account-creation';
import { recordAudit } from './audit';
import { replaceTemporaryPassword } from './repository';

/** What an account row says of its temporary password. */
export type TemporaryPasswordRow = {
  isFirstConnection: boolean;
  temporaryPasswordEncrypted: string | null;
  temporaryPasswordIssuedAt: Date | null;
};

type Settings = { dataEncryptionKey: Buffer; temporaryPasswordLifetimeDays: number };

/** Only an account still on its first connection signs in with a temporary password. */
export function hasExpiredTemporaryPassword(row: TemporaryPasswordRow, lifetimeDays: number, now: Date): boolean {
  return row.isFirstConnection && isTemporaryPasswordExpired(row.temporaryPasswordIssuedAt, lifetimeDays, now);
}

/** A temporary password exists that still works: the account is on its first connection and it has not expired. */
export function hasReadableTemporaryPassword(row: TemporaryPasswordRow, lifetimeDays: number, now: Date): boolean {
  return row.isFirstConnection && row.temporaryPasswordEncrypted !== null && !hasExpiredTemporaryPassword(row, lifetimeDays, now);
}

/** The temporary password in clear while it can be handed over (hasReadableTemporaryPassword); null otherwise. */
export function readableTemporaryPassword(row: TemporaryPasswordRow, settings: Settings, now: Date): string | null {
  return hasReadableTemporaryPassword(row, settings.temporaryPasswordLifetimeDays, now) ? decryptSecret(settings.dataEncryptionKey, row.temporaryPasswordEncrypted!) : null;
}

/**
 * Whether this sign-in name may open an account on its first connection, whose password is the
 * temporary one an administrator issued: an employee's only with the identifier, never an email
 * (an address on the account, however it got there, opens nothing before its owner chose a password).
 * Past the first connection the temporary password is gone: setOwnPassword replaced the hash.
 */
export function acceptsSignInName(account: { role: string; isFirstConnection: boolean; username: string | null }, signInName: string): boolean {
  if (account.role !== 'EMPLOYEE' || !account.isFirstConnection) return true;
  return account.username !== null && account.username === signInName.trim().toLowerCase();
}

/**
 * The temporary password fields of an administrator's answer. The password is read out only while
 * the account is on its first connection and the password still works: an expired one is useless
 * to hand over, and past the first connection there is none to read.
 */
export function presentTemporaryPassword(row: TemporaryPasswordRow, settings: Settings, now: Date, options: { isShown?: boolean } = {}) {
  const isOnFirstConnection = row.isFirstConnection && row.temporaryPasswordEncrypted !== null;
  const isExpired = isOnFirstConnection && hasExpiredTemporaryPassword(row, settings.temporaryPasswordLifetimeDays, now);
  const isReadable = isOnFirstConnection && !isExpired && (options.isShown ?? true);
  return {
    password: isReadable ? decryptSecret(settings.dataEncryptionKey, row.temporaryPasswordEncrypted!) : '',
    temporaryPasswordExpiresAt:
      isOnFirstConnection && row.temporaryPasswordIssuedAt ? temporaryPasswordExpiresAt(row.temporaryPasswordIssuedAt, settings.temporaryPasswordLifetimeDays).toISOString() : null,
    isTemporaryPasswordExpired: isExpired,
  };
}

/**
 * A new temporary password for an account still on its first connection: the old one stops working
 * and the lifetime starts again; audited. An account past its first connection is refused (409),
 * also when its owner chose their password while this was running (the update is guarded).
 * Hashing is slow on purpose: done before the transaction.
 */
export async function reissueTemporaryPassword(db: Executor, settings: Settings, actorUserId: string, userId: string, now: Date): Promise<void> {
  const { credentials } = await temporaryCredentials(settings.dataEncryptionKey, now);
  await db.transaction(async (tx) => {
    if (!(await replaceTemporaryPassword(tx, userId, credentials, now))) throw conflict(temporaryPasswordMessages.notOnFirstConnection);
    await recordAudit(tx, { actorUserId, action: 'account.temporary-password-reissued', target: { type: 'user', id: userId } });
  });
}
