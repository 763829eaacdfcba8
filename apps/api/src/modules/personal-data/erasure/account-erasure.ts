import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { auditLog, accountInvitations, employeeMailPreferences, employees, followUpProposals, mailOutbox, meetings, users } from '../../../db/schema';
import { lastClosedMonthAt } from '@parenthese/shared';
import { freezeClosedMonths } from '../../admin/company-report/month-freezing';
import { createEmployeeKeyer } from '../../admin/company-report/report-records';
import { everyEmailOf } from '../../accounts/email-change-repository';
import type { WaitingList } from '../../waiting-list/waiting-list';

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

/** `freedMeetingIds`: the hours their follow-up proposals held, free for everyone now (searches must see them). */
export type ErasedAccounts = { erasedCount: number; freedMeetingIds: string[] };

/** Between two digits of a written number: separators or a calendar line fold. */
const DIGIT_GAP = String.raw`(?:[- .]|\r?\n[ \t])*`;
/** Fewer digits are not a phone number: matching them would erase unrelated figures. */
const PHONE_MIN_DIGITS = 8;

const digitsOf = (phoneNumber: string) => phoneNumber.replace(/\D/g, '');

/** Replaces each occurrence of a phone number, whatever its separators or a calendar line fold inside it. */
export function phoneNumberPattern(phoneNumber: string): string | null {
  const digits = digitsOf(phoneNumber);
  if (digits.length < PHONE_MIN_DIGITS) return null;
  return digits.split('').join(DIGIT_GAP);
}

/**
 * A number written in a mail, as long as its digits and gaps go on: any occurrence of a person's number
 * lies inside one, so its digits are a substring of the number's.
 */
const WRITTEN_NUMBER = String.raw`\d(?:${DIGIT_GAP}\d){${PHONE_MIN_DIGITS - 1},}`;
/**
 * An email address as written in a mail (lower-cased first): the mails naming one of the people's
 * addresses are found in one pass over the outbox, each address in it looked up in their set.
 */
const EMAIL_IN_TEXT = String.raw`[a-z0-9._%+'-]+@[a-z0-9.-]*[a-z0-9]`;

/** A list as one JSON parameter, read back as a set of rows: any number of items in one bound value. */
const textSet = (values: readonly string[]) => sql`(select value from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

function inGroups<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
  return groups;
}

const ERASED_PHONE_TEXT = '[numéro effacé]';

/**
 * Deletes every mail addressed to one of `emails`, or whose text or HTML names one of them (an address
 * changed since, or a copy to a colleague), sent or waiting: a queued reminder then never leaves.
 */
async function deleteMailsOf(tx: Executor, emails: readonly string[]) {
  if (emails.length === 0) return;
  const addresses = textSet(emails);
  await tx
    .delete(mailOutbox)
    .where(
      or(
        sql`lower(${mailOutbox.toAddress}) in ${addresses}`,
        sql`exists (select 1 from regexp_matches(lower(${mailOutbox.textBody} || ' ' || coalesce(${mailOutbox.htmlBody}, '')), ${EMAIL_IN_TEXT}, 'g') as found(address) where found.address[1] in ${addresses})`,
      ),
    );
}

/**
 * The numbers of `numbers` (digits only) each mail holds, by mail id, in one pass over the outbox whatever their count:
 * each number written in a mail, reduced to its digits, is cut into pieces of the numbers' lengths,
 * looked up in their set.
 */
async function mailsHoldingNumbers(tx: Executor, numbers: readonly string[]): Promise<Map<string, string[]>> {
  const { rows } = await tx.execute<{ id: string; digits: string }>(sql`
    with wanted as (select value as digits from jsonb_array_elements_text(${JSON.stringify(numbers)}::jsonb)),
    sizes as (select distinct length(digits) as size from wanted),
    written as (
      select ${mailOutbox.id} as id, regexp_replace(found.number[1], '[^0-9]', '', 'g') as digits
      from ${mailOutbox},
        regexp_matches(concat_ws(' ', ${mailOutbox.subject}, ${mailOutbox.textBody}, ${mailOutbox.htmlBody}, ${mailOutbox.calendarContent}), ${WRITTEN_NUMBER}, 'g') as found(number)
    )
    select distinct written.id, wanted.digits
    from written
    join sizes on length(written.digits) >= sizes.size
    cross join lateral generate_series(1, length(written.digits) - sizes.size + 1) as piece(start)
    join wanted on wanted.digits = substr(written.digits, piece.start, sizes.size)
  `);
  const numbersByMail = new Map<string, string[]>();
  for (const row of rows) numbersByMail.set(row.id, [...(numbersByMail.get(row.id) ?? []), row.digits]);
  return numbersByMail;
}

/** Mails rewritten per statement. */
const MAILS_PER_STATEMENT = 500;

/**
 * Takes the people's phone numbers out of the mails that remain (the psychologists' copies): replaced in
 * the subject and bodies, and a calendar part holding one is dropped (with its number taken out, it would
 * no longer be the file sent). Only the mails found holding one of the numbers are read, rewritten here
 * with the patterns of the numbers each holds, and written back in statements of 500: a company of 10,000
 * employees is not 10,000 passes over the outbox (bench/company-erasure.mjs).
 */
async function erasePhoneNumbersFromMails(tx: Executor, phoneNumbers: readonly string[]) {
  const numbers = [...new Set(phoneNumbers.map(digitsOf).filter((digits) => digits.length >= PHONE_MIN_DIGITS))];
  if (numbers.length === 0) return;
  const numbersByMail = await mailsHoldingNumbers(tx, numbers);
  for (const mailIds of inGroups([...numbersByMail.keys()], MAILS_PER_STATEMENT)) {
    const mails = await tx
      .select({
        id: mailOutbox.id,
        subject: mailOutbox.subject,
        textBody: mailOutbox.textBody,
        htmlBody: mailOutbox.htmlBody,
        calendarContent: mailOutbox.calendarContent,
        calendarMethod: mailOutbox.calendarMethod,
      })
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, mailIds));
    const rewritten = mails.map((mail) => {
      const pattern = numbersByMail
        .get(mail.id)!
        .map((digits) => phoneNumberPattern(digits)!)
        .join('|');
      const erase = (text: string) => text.replace(new RegExp(pattern, 'g'), ERASED_PHONE_TEXT);
      const isCalendarNamed = mail.calendarContent !== null && new RegExp(pattern).test(mail.calendarContent);
      return {
        id: mail.id,
        subject: erase(mail.subject),
        text_body: erase(mail.textBody),
        html_body: mail.htmlBody === null ? null : erase(mail.htmlBody),
        calendar_content: isCalendarNamed ? null : mail.calendarContent,
        calendar_method: isCalendarNamed ? null : mail.calendarMethod,
      };
    });
    await tx.execute(sql`
      update ${mailOutbox} set subject = mail.subject, text_body = mail.text_body, html_body = mail.html_body, calendar_content = mail.calendar_content, calendar_method = mail.calendar_method
      from jsonb_to_recordset(${JSON.stringify(rewritten)}::jsonb) as mail(id uuid, subject text, text_body text, html_body text, calendar_content text, calendar_method text)
      where ${mailOutbox.id} = mail.id
    `);
  }
}

/**
 * Erases the given employee accounts (any company), in one pass over the outbox for their addresses
 * and one for their phone numbers, whatever their number. `freezeReportsAt`: the time of the erasure,
 * whose closed months the employer report freezes first (null when the company goes too). `waitingList`:
 * told, in this transaction, of the hours the accounts' follow-up proposals held (decision 0067).
 */
export async function eraseEmployeeAccounts(
  tx: Executor,
  dataEncryptionKey: Buffer,
  employeeIds: readonly string[],
  options: { freezeReportsAt: Date | null; waitingList: Pick<WaitingList, 'slotsFreed'> },
): Promise<ErasedAccounts> {
  if (employeeIds.length === 0) return { erasedCount: 0, freedMeetingIds: [] };
  const ids = [...employeeIds];
  const people = await tx
    .select({ userId: users.id, email: users.email, companyId: employees.companyId, phoneNumber: employees.phoneNumber })
    .from(users)
    .innerJoin(employees, eq(employees.userId, users.id))
    .where(inArray(users.id, ids))
    .for('update');
  if (people.length === 0) return { erasedCount: 0, freedMeetingIds: [] };
  const erasedIds = people.map((person) => person.userId);

  // Every address the person was written to: their account's, an invitation's, and every one an email
  // change named, the one it replaced (previous_email) as well as the new one.
  const invitationEmails = await tx.select({ email: accountInvitations.email }).from(accountInvitations).where(inArray(accountInvitations.userId, erasedIds));
  const changeEmails = await everyEmailOf(tx, erasedIds);
  // And the personal address for mails, in use or waiting for its link (decision 0047).
  const personal = await tx
    .select({ contactEmail: employeeMailPreferences.contactEmail, pendingContactEmail: employeeMailPreferences.pendingContactEmail })
    .from(employeeMailPreferences)
    .where(inArray(employeeMailPreferences.userId, erasedIds));
  const personalEmails = personal.flatMap((row) => [row.contactEmail, row.pendingContactEmail]);
  const emails = [
    ...new Set([...people.map((person) => person.email), ...invitationEmails.map((row) => row.email), ...changeEmails, ...personalEmails].filter((email): email is string => Boolean(email))),
  ];

  // The consultations stay for billing and the employer's figures, detached from the person.
  const keyOf = createEmployeeKeyer(dataEncryptionKey);
  // The closed months the employer report has not frozen yet are frozen now, while the person still
  // counts among the month-end employees: a report of a closed month never changes (decision 0037).
  const freezeAt = options.freezeReportsAt;
  if (freezeAt) for (const companyId of new Set(people.map((person) => person.companyId))) await freezeClosedMonths(tx, keyOf, companyId, lastClosedMonthAt(freezeAt));
  // One statement for everyone: the company and key of each person, as one JSON parameter.
  const detached = people.map((person) => ({ user_id: person.userId, company_id: person.companyId, employee_key: keyOf(person.companyId, person.userId) }));
  await tx.execute(sql`
    update ${meetings} set subject = null, meeting_link = null, erased_company_id = person.company_id, erased_employee_key = person.employee_key
    from jsonb_to_recordset(${JSON.stringify(detached)}::jsonb) as person(user_id uuid, company_id uuid, employee_key text)
    where ${meetings.employeeId} = person.user_id
  `);

  await deleteMailsOf(tx, emails);
  await erasePhoneNumbersFromMails(
    tx,
    people.map((person) => person.phoneNumber),
  );

  // The journal keeps what was done, never from where: the address goes from the rows about them.
  await tx
    .update(auditLog)
    .set({ details: sql`${auditLog.details} - 'clientAddress'` })
    .where(and(or(inArray(auditLog.actorUserId, erasedIds), inArray(auditLog.targetId, erasedIds)), sql`${auditLog.details} ? 'clientAddress'`));
  // Their follow-up proposals go with the account, and the hours those held become free for everyone:
  // freed here rather than by the foreign key's set null, so that the waiting list hears of them.
  // The slots are locked after the people, in decision 0055's order.
  const freed = await tx
    .update(meetings)
    .set({ heldForProposalId: null })
    .where(inArray(meetings.heldForProposalId, tx.select({ id: followUpProposals.id }).from(followUpProposals).where(inArray(followUpProposals.employeeId, erasedIds))))
    .returning({ id: meetings.id });
  const freedConsultationIds = freed.map((row) => row.id);
  await options.waitingList.slotsFreed(tx, freedConsultationIds);

  // The rest follows the account (foreign keys: cascade, or set null on what must stay).
  await tx.delete(users).where(inArray(users.id, erasedIds));
  return { erasedCount: erasedIds.length, freedMeetingIds: freedConsultationIds };
}
