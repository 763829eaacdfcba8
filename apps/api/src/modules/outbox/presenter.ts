import type { OutboxMail } from '@parenthese/shared';
import type { mailOutbox } from '../../db/schema';

/** The fields of a mail an administrator may read; the HTML body and delivery errors stay inside. */
export function presentOutboxMail(row: typeof mailOutbox.$inferSelect): OutboxMail {
  return {
    id: row.id,
    kind: row.kind,
    subject: row.subject,
    fromAddress: row.fromAddress,
    toAddress: row.toAddress,
    content: row.textBody,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  };
}
