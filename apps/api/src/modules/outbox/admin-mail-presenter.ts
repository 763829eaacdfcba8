import { isMailKind, parisDayKey, type MailKind, type MailVisibility, type OutboxMail } from '@parenthese/shared';
import type { mailOutbox } from '../../db/schema';
import { maskEmailAddress } from '../../lib/mask-email-address';

/** A row as the mail view reads it: without the attachment's bytes, which it never shows. */
type OutboxRow = Omit<typeof mailOutbox.$inferSelect, 'attachmentContent'>;

/**
 * The one place that decides what an administrator may read of a mail (docs/architecture.md, anonymity),
 * one decision per kind: a kind added to MAIL_KIND_LABELS (shared contracts/outbox.ts) does not compile until it is placed here.
 * - full: every field (contact, low-credit alerts);
 * - masked: subject, status and a masked recipient only: a reset mail carries a link that takes the
 *   account over, and so does an email change's; a warning of guessed passwords is the owner's business;
 * - confidential: consultations first (who consulted, when, about what), and any kind this version
 *   does not know (a row written by another one).
 */
const VISIBILITY_BY_KIND: Record<MailKind, MailVisibility> = {
  'contact-sales': 'full',
  'contact-ack': 'full',
  'company-low-credits': 'full',
  // The employer's own report: figures that passed the anonymity rule (decision 0036), as on its report page.
  'company-usage-report': 'full',
  'password-reset': 'masked',
  'sign-in-attempts': 'masked',
  'email-change-confirm': 'masked',
  'email-change-address-taken': 'masked',
  'email-change-requested': 'masked',
  'email-change-done': 'masked',
  'email-change-proposed': 'masked',
  'email-change-undone': 'masked',
  'second-factor-reset': 'masked',
  // Its link refuses the reset: only the owner may follow it.
  'second-factor-reset-requested': 'masked',
  // Names who asked, who approved and whose account: the TECH administrators' own business.
  'second-factor-reset-approved-staff': 'masked',
  // Its link opens the account: like a reset mail, never readable by an administrator.
  'employee-invitation': 'masked',
  'staff-invitation': 'masked',
  // The employee's personal address, kept apart from their employer's view (decision 0047), and its link.
  'contact-email-confirm': 'confidential',
  'appointment-requested': 'confidential',
  'appointment-confirmed': 'confidential',
  'appointment-refused': 'confidential',
  'appointment-cancelled': 'confidential',
  'appointment-reminder': 'confidential',
  'appointment-moved': 'confidential',
  // Tells that this employee waits for a consultation, and carries a link that books it.
  'waiting-list-slot-free': 'confidential',
  'doctor-appointment-request': 'confidential',
  'doctor-appointment-cancelled': 'confidential',
  'doctor-appointment-reminder': 'confidential',
  'doctor-appointment-moved': 'confidential',
  'doctor-requests-digest': 'confidential',
  // Tells when a consultation was due and that it did not happen: a consultation mail like the others.
  'doctor-no-show-reported': 'confidential',
  // Says that a person continues with a psychologist, and when (decision 0066).
  'follow-up-proposed': 'confidential',
};
const kindsShown = (visibility: MailVisibility): MailKind[] => (Object.keys(VISIBILITY_BY_KIND) as MailKind[]).filter((kind) => VISIBILITY_BY_KIND[kind] === visibility);
const OPEN_KINDS: ReadonlySet<MailKind> = new Set(kindsShown('full'));
const MASKED_KINDS: ReadonlySet<MailKind> = new Set(kindsShown('masked'));

export function mailVisibility(kind: string): MailVisibility {
  return isMailKind(kind) ? VISIBILITY_BY_KIND[kind] : 'confidential';
}

/** The kinds whose recipient an administrator may search on. */
export const searchableRecipientKinds = (): string[] => [...OPEN_KINDS];
/** The subject of a confidential mail is hidden, so it is not searched either; unknown kinds are excluded by listing the shown ones. */
export const subjectSearchableKinds = (): string[] => [...OPEN_KINDS, ...MASKED_KINDS];

export function presentAdminMail(row: OutboxRow): OutboxMail {
  const visibility = mailVisibility(row.kind);
  const isFull = visibility === 'full';
  const isErased = row.bodiesErasedAt !== null;
  // A consultation's mail written at a booking's second would date it (in a small company, name it):
  // its dates leave as days; the list is still sorted by the time, here on the server (decision 0045).
  const isDayOnly = visibility === 'confidential';
  const when = (instant: Date) => (isDayOnly ? parisDayKey(instant) : instant.toISOString());
  return {
    id: row.id,
    kind: row.kind,
    visibility,
    subject: visibility === 'confidential' ? null : row.subject,
    fromAddress: row.fromAddress,
    toAddress: isFull ? row.toAddress : visibility === 'masked' ? maskEmailAddress(row.toAddress) : null,
    content: isFull && !isErased ? row.textBody : null,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'PENDING' && row.nextAttemptAt ? when(row.nextAttemptAt) : null,
    // An SMTP refusal quotes the recipient: only open mails show it.
    error: isFull && row.status !== 'SENT' ? row.error : null,
    isDayOnly,
    createdAt: when(row.createdAt),
    sentAt: row.sentAt ? when(row.sentAt) : null,
    attachmentName: isFull ? row.attachmentName : null,
    // An edited text would no longer say what the joined file says.
    isEditable: isFull && row.status === 'STORED' && row.attachmentName === null && !isErased,
    contentErasedAt: row.bodiesErasedAt ? when(row.bodiesErasedAt) : null,
  };
}
