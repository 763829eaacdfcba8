import { firstFreeUsername, usernameBase } from '@parenthese/shared';
import type { Executor } from '../../../db/client';
import { createAccount, invitedCredentials, temporaryCredentials, type Credentials } from '../../accounts/account-creation';
import { emailTaken, findTakenEmails, withEmailUniqueness } from '../../accounts/email-uniqueness';
import { writeInvitationMailsFor, type InvitationMailDeps } from '../../invitations/invitation-links';
import { insertInvitations } from '../../invitations/repository';
import { serialiseUsernameChoice, takenUsernames } from './repository';

/**
 * Creating a company's employees, the one path for the manual form (service.create) and the CSV
 * import's background job (issue 24). No HTTP here: the caller owns the transaction, the audit and
 * what it answers.
 *
 * Each row gets a readable identifier (prenom.nom, then prenom.nom2...; chosen one creation at a time
 * across the platform, see serialiseUsernameChoice), an account, and the company's allowance through
 * the ledger. Then:
 * - a row with a work email is invited: no password exists (invitedCredentials), the email waits in
 *   account_invitations until the employee follows the mailed link, and its mail is written to the
 *   outbox in `tx` (unless `sendInvitations` is false, see below); `temporaryPassword` is null;
 * - a row without keeps today's way: an identifier and the temporary password given in `credentials`.
 *
 * Temporary passwords: hashing is the slow part, so it is done before the transaction by the caller:
 * `credentials[i]` is `prepareTemporaryCredentials(rows, key)[i]` (or anything of that shape: an import
 * may hash lazily or in chunks), null for a row with an email. A row without email and without
 * credentials is a programming error (thrown, not answered).
 *
 * Holding mails back: an import is atomic (a failure removes what it created), so it passes
 * `sendInvitations: false`, which creates the invitations without a link nor a mail (status NOT_SENT),
 * and once the whole file is created calls `writeInvitationMails(tx, deps, { userIds, now })`
 * (modules/invitations/invitation-links.ts) with the invited ids (`isInvited`), in batches if it likes.
 *
 * Emails: lower-cased; each must be free among accounts and pending invitations, and given once in
 * `rows`; otherwise 409 with personMessages.emailTaken on `emailField(index)` (default
 * `employees.<index>.email`, the create route's field path).
 *
 * Answers one entry per row, in row order.
 */
export type NewEmployeeRow = { firstName: string; lastName: string; service: string; job: string; email?: string | null };
export type CreatedEmployee = { userId: string; username: string; temporaryPassword: string | null; isInvited: boolean };
export type PreparedTemporaryCredentials = { credentials: Credentials; temporaryPassword: string };
export type EmployeeCreationDeps = InvitationMailDeps;

export type EmployeeCreationInput = {
  companyId: string;
  /** The employer named in the invitation mails. */
  companyName: string;
  /** Consultations each employee gets from the company (its employeeAmountMax). */
  allowance: number;
  rows: NewEmployeeRow[];
  /** The invitations' sending time, from which their links expire. */
  now: Date;
  /** Aligned with rows: the temporary password of each row without email, null for a row with one. */
  credentials: (PreparedTemporaryCredentials | null)[];
  /** False: invitations are created without their mails, written later by writeInvitationMails. Default true. */
  sendInvitations?: boolean;
  /** The error field of a taken or repeated email; default `employees.<index>.email`. */
  emailField?: (index: number) => string;
};

const defaultEmailField = (index: number) => `employees.${index}.email`;
const emailOf = (row: NewEmployeeRow) => (row.email ? row.email.trim().toLowerCase() : null);

/** The temporary passwords of the rows without email, hashed in parallel before the transaction; null for the others. */
export async function prepareTemporaryCredentials(rows: NewEmployeeRow[], encryptionKey: Buffer, now: Date): Promise<(PreparedTemporaryCredentials | null)[]> {
  return Promise.all(rows.map((row) => (emailOf(row) ? null : temporaryCredentials(encryptionKey, now))));
}

/** Refuses an email given twice in the rows, or already held by an account or a pending invitation. */
async function assertEmailsAvailable(tx: Executor, emails: (string | null)[], fieldOf: (index: number) => string) {
  const seen = new Set<string>();
  for (const [index, email] of emails.entries()) {
    if (!email) continue;
    if (seen.has(email)) throw emailTaken(fieldOf(index));
    seen.add(email);
  }
  const taken = await findTakenEmails(tx, [...seen]);
  const firstTaken = emails.findIndex((email) => email !== null && taken.has(email));
  if (firstTaken >= 0) throw emailTaken(fieldOf(firstTaken));
}

export async function createEmployeeAccounts(tx: Executor, deps: EmployeeCreationDeps, input: EmployeeCreationInput): Promise<CreatedEmployee[]> {
  const { rows, credentials } = input;
  const fieldOf = input.emailField ?? defaultEmailField;
  const emails = rows.map(emailOf);
  await assertEmailsAvailable(tx, emails, fieldOf);

  await serialiseUsernameChoice(tx);
  const bases = rows.map((row) => usernameBase(row.firstName, row.lastName));
  const taken = await takenUsernames(tx, bases);
  const invited = emails.some((email) => email !== null) ? await invitedCredentials() : undefined;

  const created: CreatedEmployee[] = [];
  for (const [index, row] of rows.entries()) {
    const email = emails[index];
    const temporary = credentials[index];
    if (!email && !temporary) throw new Error(`createEmployeeAccounts: row ${index} has neither an email nor temporary credentials`);
    const username = firstFreeUsername(bases[index], taken);
    taken.add(username);
    const userId = await createAccount(
      tx,
      {
        role: 'EMPLOYEE',
        username,
        profile: { companyId: input.companyId, firstName: row.firstName, lastName: row.lastName, service: row.service, job: row.job },
        allowance: input.allowance,
      },
      email ? invited! : temporary!.credentials,
      { now: input.now },
    );
    created.push({ userId, username, temporaryPassword: email ? null : temporary!.temporaryPassword, isInvited: email !== null });
  }

  const invitations = created.flatMap((employee, index) => (employee.isInvited ? [{ userId: employee.userId, email: emails[index]!, firstName: rows[index].firstName }] : []));
  // Two creations giving the same address at the same moment both pass the check: the partial unique index decides.
  const firstInvited = emails.findIndex((email) => email !== null);
  await withEmailUniqueness(() => insertInvitations(tx, invitations), fieldOf(Math.max(firstInvited, 0)));
  if (input.sendInvitations ?? true) {
    await writeInvitationMailsFor(
      tx,
      deps,
      invitations.map((invitation) => ({ ...invitation, companyName: input.companyName })),
      input.now,
    );
  }
  return created;
}
