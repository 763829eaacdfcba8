import type { MailVisibility, OutboxMail } from '@parenthese/shared';
import type { mailOutbox } from '../../db/schema';
import { maskEmailAddress } from '../../lib/mask-email-address';
import { EMAIL_CHANGE_MAIL_KINDS } from '../accounts/email-change-mails';

type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * The one place that decides what an administrator may read of a mail (ARCHITECTURE.md, anonymity).
 * Only the kinds named here as open show everything. A reset mail carries a link that takes the
 * account over, and so does an email change's: subject, status and a masked recipient only. Everything else, consultations first
 * (who consulted, when, about what) and any kind added later, is confidential until listed here.
 */
const OPEN_KINDS: ReadonlySet<string> = new Set(['contact-sales', 'contact-ack', 'company-low-credits']);
const MASKED_KINDS: ReadonlySet<string> = new Set(['password-reset', ...EMAIL_CHANGE_MAIL_KINDS]);

export function mailVisibility(kind: string): MailVisibility {
  if (OPEN_KINDS.has(kind)) return 'full';
  if (MASKED_KINDS.has(kind)) return 'masked';
  return 'confidential';
}

/** The kinds whose recipient an administrator may search on. */
export const searchableRecipientKinds = () => [...OPEN_KINDS];
/** The subject of a confidential mail is hidden, so it is not searched either; unknown kinds are excluded by listing the shown ones. */
export const subjectSearchableKinds = () => [...OPEN_KINDS, ...MASKED_KINDS];

export function presentAdminMail(row: OutboxRow): OutboxMail {
  const visibility = mailVisibility(row.kind);
  const isFull = visibility === 'full';
  return {
    id: row.id,
    kind: row.kind,
    visibility,
    subject: visibility === 'confidential' ? null : row.subject,
    fromAddress: row.fromAddress,
    toAddress: isFull ? row.toAddress : visibility === 'masked' ? maskEmailAddress(row.toAddress) : null,
    content: isFull ? row.textBody : null,
    status: row.status,
    // An SMTP refusal quotes the recipient: only open mails show it.
    error: isFull && row.status === 'FAILED' ? row.error : null,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    isEditable: isFull && row.status === 'STORED',
  };
}
