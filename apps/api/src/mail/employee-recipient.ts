import { NEUTRAL_MAIL_SUBJECT } from '@parenthese/shared';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { employeeMailPreferences } from '../db/schema';
import { escapeHtml } from './escape-html';

/** What the mailer decides for a mail about an employee's use, from their preferences. */
export type EmployeeRecipientChoice = { to: string | null; isDetailedSubject: boolean };

/** The preferences of the employees some mails are about, in one read of the caller's transaction. */
export async function employeeRecipientChoices(tx: Executor, userIds: string[]): Promise<Map<string, EmployeeRecipientChoice>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({ userId: employeeMailPreferences.userId, contactEmail: employeeMailPreferences.contactEmail, isDetailedSubject: employeeMailPreferences.isDetailedSubject })
    .from(employeeMailPreferences)
    .where(inArray(employeeMailPreferences.userId, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.userId, { to: row.contactEmail, isDetailedSubject: row.isDetailedSubject }]));
}

/**
 * The subject a mail about an employee's use goes out with: its own only when they chose detailed
 * subjects (decision 0047), and the HTML's <title> (which some clients show) the same.
 */
export function subjectFor(mail: { subject: string; html?: string }, choice: EmployeeRecipientChoice | undefined): { subject: string; html?: string } {
  if (choice?.isDetailedSubject) return { subject: mail.subject, html: mail.html };
  const html = mail.html?.replace(`<title>${escapeHtml(mail.subject)}</title>`, `<title>${escapeHtml(NEUTRAL_MAIL_SUBJECT)}</title>`);
  return { subject: NEUTRAL_MAIL_SUBJECT, html };
}
