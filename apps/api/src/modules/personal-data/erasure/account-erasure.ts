import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { auditLog, emailChangeRequests, employeeInvitations, employees, mailOutbox, meetings, users } from '../../../db/schema';
import { lastClosedMonthAt } from '@parenthese/shared';
import { freezeClosedMonths } from '../../admin/company-report/month-freezing';
import { createEmployeeKeyer } from '../../admin/company-report/report-records';

/*
 * The one erasure of employee accounts (issue 26, docs/decisions/0040-account-erasure.md): the
 * employee's own « Supprimer mon compte », an administrator's deletion of an employee or of a company,
 * and the retention job's removal of accounts never activated all end here, so no path leaves
 * personal data behind. Call inside the transaction of the change; upcoming consultations are the
 * caller's (cancelled with their notices, or refused).
 *
 * What goes: the account (email, identifier, names, phone, password, sessions, second factor, links,
 * invitation, email changes, its credit movements, its data exports) by the users row's cascade; the
 * motive and video link of every consultation; every mail addressed to the person (sent or waiting:
 * a queued reminder then never leaves) or naming their email; their phone number in the copies of the
 * psychologists' mails; the network address in the audit rows about them.
 * What stays, with no person: each consultation's date, psychologist, mode, category, status, rating
 * and price (billing counts them), with the company it counted for and the pseudonymous key the
 * employer report's frozen records use (so the company's figures do not move).
 */

export type ErasedAccounts = { erasedCount: number };

/** Replaces each occurrence of a phone number, whatever its separators or a calendar line fold inside it. */
export function phoneNumberPattern(phoneNumber: string): string | null {
  const digits = phoneNumber.replace(/\D/g, '');
  // Too short to be a number: matching it would erase unrelated digits.
  if (digits.length < 8) return null;
  return digits.split('').join(String.raw`(?:[- .]|\r?\n[ \t])*`);
}

const ERASED_PHONE_TEXT = '[numéro effacé]';

/**
 * Erases the given employee accounts (any company). `searchMailText`: also delete the mails whose text
 * names one of their email addresses (an address changed since, or a copy to a colleague); costly for
 * thousands of accounts at once, so a company's deletion goes by recipient only. `freezeReportsAt`: the
 * time of the erasure, whose closed months the employer report freezes first (null when the company goes too).
 */
export async function eraseEmployeeAccounts(
  tx: Executor,
  dataEncryptionKey: Buffer,
  employeeIds: readonly string[],
  options: { searchMailText: boolean; freezeReportsAt: Date | null },
): Promise<ErasedAccounts> {
  if (employeeIds.length === 0) return { erasedCount: 0 };
  const ids = [...employeeIds];
  const people = await tx
    .select({ userId: users.id, email: users.email, companyId: employees.companyId, phoneNumber: employees.phoneNumber })
    .from(users)
    .innerJoin(employees, eq(employees.userId, users.id))
    .where(inArray(users.id, ids))
    .for('update');
  if (people.length === 0) return { erasedCount: 0 };
  const erasedIds = people.map((person) => person.userId);

  // Every address the person was written to: their account's, an invitation's, an email change's.
  const invitationEmails = await tx.select({ email: employeeInvitations.email }).from(employeeInvitations).where(inArray(employeeInvitations.userId, erasedIds));
  const changeEmails = await tx.select({ email: emailChangeRequests.newEmail }).from(emailChangeRequests).where(inArray(emailChangeRequests.userId, erasedIds));
  const emails = [
    ...new Set([...people.map((person) => person.email), ...invitationEmails.map((row) => row.email), ...changeEmails.map((row) => row.email)].filter((email): email is string => Boolean(email))),
  ];

  // The consultations stay for billing and the employer's figures, detached from the person.
  const keyOf = createEmployeeKeyer(dataEncryptionKey);
  // The closed months the employer report has not frozen yet are frozen now, while the person still
  // counts among the month-end employees: a report of a closed month never changes (decision 0037).
  const freezeAt = options.freezeReportsAt;
  if (freezeAt) for (const companyId of new Set(people.map((person) => person.companyId))) await freezeClosedMonths(tx, keyOf, companyId, lastClosedMonthAt(freezeAt));
  for (const person of people) {
    await tx
      .update(meetings)
      .set({ subject: null, meetingLink: null, erasedCompanyId: person.companyId, erasedEmployeeKey: keyOf(person.companyId, person.userId) })
      .where(eq(meetings.employeeId, person.userId));
  }

  if (emails.length > 0) {
    const namesAnEmail = options.searchMailText
      ? or(...emails.map((email) => sql`(strpos(lower(${mailOutbox.textBody}), ${email}) > 0 or strpos(lower(coalesce(${mailOutbox.htmlBody}, '')), ${email}) > 0)`))
      : undefined;
    await tx.delete(mailOutbox).where(or(inArray(sql`lower(${mailOutbox.toAddress})`, emails), namesAnEmail));
  }
  for (const person of people) {
    const pattern = phoneNumberPattern(person.phoneNumber);
    if (!pattern) continue;
    await tx
      .update(mailOutbox)
      .set({
        subject: sql`regexp_replace(${mailOutbox.subject}, ${pattern}, ${ERASED_PHONE_TEXT}, 'g')`,
        textBody: sql`regexp_replace(${mailOutbox.textBody}, ${pattern}, ${ERASED_PHONE_TEXT}, 'g')`,
        htmlBody: sql`regexp_replace(${mailOutbox.htmlBody}, ${pattern}, ${ERASED_PHONE_TEXT}, 'g')`,
        // A calendar file with its number taken out would no longer be the one sent: the copy goes.
        calendarContent: sql`case when ${mailOutbox.calendarContent} ~ ${pattern} then null else ${mailOutbox.calendarContent} end`,
        calendarMethod: sql`case when ${mailOutbox.calendarContent} ~ ${pattern} then null else ${mailOutbox.calendarMethod} end`,
      })
      .where(
        or(
          sql`${mailOutbox.subject} ~ ${pattern}`,
          sql`${mailOutbox.textBody} ~ ${pattern}`,
          sql`coalesce(${mailOutbox.htmlBody}, '') ~ ${pattern}`,
          sql`coalesce(${mailOutbox.calendarContent}, '') ~ ${pattern}`,
        ),
      );
  }

  // The journal keeps what was done, never from where: the address goes from the rows about them.
  await tx
    .update(auditLog)
    .set({ details: sql`${auditLog.details} - 'clientAddress'` })
    .where(and(or(inArray(auditLog.actorUserId, erasedIds), inArray(auditLog.targetId, erasedIds)), sql`${auditLog.details} ? 'clientAddress'`));
  // The rest follows the account (foreign keys: cascade, or set null on what must stay).
  await tx.delete(users).where(inArray(users.id, erasedIds));
  return { erasedCount: erasedIds.length };
}
