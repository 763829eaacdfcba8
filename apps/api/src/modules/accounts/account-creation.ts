import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client';
import { admins, psychologists, employees, users } from '../../db/schema';
import { hashGeneratedPassword, hashPassword } from '../../lib/password-hashing';
import { encryptSecret } from '../../lib/secret-box';
import { grantEmployeeAllowance } from '../credits/credit-ledger';
import { assertEmailAvailable, withEmailUniqueness } from './email-uniqueness';
import { generateTemporaryPassword } from './temporary-password';

/** How the new account signs in: a temporary password (first connection) or, for demo and test accounts, its own. */
export type Credentials = {
  passwordHash: string;
  /** The temporary password, encrypted at rest so an administrator can hand it over; erased at first connection. */
  temporaryPasswordEncrypted: string | null;
  /** When the temporary password was issued, from which it expires; null with no temporary password. */
  temporaryPasswordIssuedAt: Date | null;
  isFirstConnection: boolean;
};

/**
 * A temporary password: a fresh one from the CSPRNG unless one is given (the demo's 'Temp1234!').
 * Hashing is slow on purpose, so this is done before the transaction that creates the account.
 */
/** `issuedAt`: the clock's now, from which the temporary password's lifetime runs. */
export async function temporaryCredentials(encryptionKey: Buffer, issuedAt: Date, givenPassword?: string) {
  const temporaryPassword = givenPassword ?? generateTemporaryPassword();
  const credentials: Credentials = {
    passwordHash: givenPassword === undefined ? await hashGeneratedPassword(temporaryPassword) : await hashPassword(temporaryPassword),
    temporaryPasswordEncrypted: encryptSecret(encryptionKey, temporaryPassword),
    temporaryPasswordIssuedAt: issuedAt,
    isFirstConnection: true,
  };
  return { credentials, temporaryPassword };
}

let unusableHash: Promise<string> | undefined;
/**
 * The password hash of an account invited by email, until its owner chooses a password (issue 24): the
 * hash of a random secret thrown away at once, so no password matches it, and a sign-in with its
 * identifier gets the wrong-password answer in the time of any other generated secret's check. One per
 * process: hashing is the slow part of creating thousands of accounts.
 */
export function unusablePasswordHash(): Promise<string> {
  unusableHash ??= hashGeneratedPassword(randomBytes(32).toString('base64url'));
  return unusableHash;
}

/** An account invited by email: no password yet, no temporary one, on its first connection until it follows its link. */
export const invitedCredentials = async (): Promise<Credentials> => ({
  passwordHash: await unusablePasswordHash(),
  temporaryPasswordEncrypted: null,
  temporaryPasswordIssuedAt: null,
  isFirstConnection: true,
});

/** An account that already chose its password (demo and test accounts). */
export const ownPassword = (passwordHash: string): Credentials => ({ passwordHash, temporaryPasswordEncrypted: null, temporaryPasswordIssuedAt: null, isFirstConnection: false });

export type NewAccount =
  | { role: 'ADMIN'; email: string; profile: Omit<typeof admins.$inferInsert, 'userId'> }
  | { role: 'DOCTOR'; email: string; profile: Omit<typeof psychologists.$inferInsert, 'userId'> }
  | {
      role: 'EMPLOYEE';
      /** The sign-in identifier (prenom.nom). Employees have no email until their first connection (an invited one's waits in its invitation). */
      username: string;
      email?: string | null;
      profile: Omit<typeof employees.$inferInsert, 'userId' | 'availableCredits' | 'creditsFromCompany'>;
      /** Consultations the company grants this employee (creditsFromCompany), moved through the ledger. */
      allowance: number;
    };

/**
 * Creates an account of any role: the user row, its role row and, for an employee, its allowance.
 * Call inside a transaction. An email already used answers 409 on the `mail` field. `now` is the server's
 * clock: the account's age (an approver's, four-eyes) counts from it (decision 0078).
 */
export async function createAccount(tx: Executor, account: NewAccount, credentials: Credentials, options: { now: Date; isLocked?: boolean }): Promise<string> {
  const email = account.email ? account.email.toLowerCase() : null;
  if (email) await assertEmailAvailable(tx, email);
  const [user] = await withEmailUniqueness(() =>
    tx
      .insert(users)
      .values({
        role: account.role,
        email,
        username: account.role === 'EMPLOYEE' ? account.username.toLowerCase() : null,
        ...credentials,
        isLocked: options.isLocked ?? false,
        createdAt: options.now,
        updatedAt: options.now,
      })
      .returning({ id: users.id }),
  );
  const userId = user.id;
  switch (account.role) {
    case 'ADMIN':
      await tx.insert(admins).values({ ...account.profile, userId });
      break;
    case 'DOCTOR':
      await tx.insert(psychologists).values({ ...account.profile, userId });
      break;
    case 'EMPLOYEE':
      await tx.insert(employees).values({ ...account.profile, userId, availableCredits: 0, creditsFromCompany: 0 });
      await grantEmployeeAllowance(tx, { companyId: account.profile.companyId, employeeId: userId, amount: account.allowance });
      break;
  }
  return userId;
}
