import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytes, createdAt, id } from './columns';

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    /** What the mail is for: one of MAIL_KIND_LABELS' kinds (shared contracts/outbox.ts) when written; a row may hold an older or newer kind. */
    kind: text('kind').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    /** Where an answer goes when it is not the sender (the requester, on the sales copy of a demo request). */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** An invitation (REQUEST) or a cancellation (CANCEL) for the recipient's calendar, sent as text/calendar. */
    calendarMethod: text('calendar_method', { enum: ['REQUEST', 'CANCEL'] }),
    calendarContent: text('calendar_content'),
    /** One file joined to the mail (the monthly report's PDF): its name, its type and its bytes, all three or none. */
    attachmentName: text('attachment_name'),
    attachmentContentType: text('attachment_content_type'),
    attachmentContent: bytes('attachment_content'),
    /**
     * STORED: no SMTP configured, kept here (npm run mails); PENDING: waiting for a delivery attempt
     * (at next_attempt_at); SENT: accepted by the SMTP server; FAILED: given up (error says why).
     */
    status: text('status', { enum: ['STORED', 'PENDING', 'SENT', 'FAILED'] })
      .notNull()
      .default('STORED'),
    /** The last attempt's error, kept while it is retried and when it failed. */
    error: text('error'),
    /** Delivery attempts started. */
    attempts: integer('attempts').notNull().default(0),
    /** PENDING: when the next attempt may start. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Set while an attempt runs: no other may start before it (past it, the attempt is taken for lost). */
    sendingUntil: timestamp('sending_until', { withTimezone: true }),
    /** When it was last put in the queue: the 24 h of retries count from here. */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** Order of writing: breaks ties of created_at, which PGlite counts in milliseconds only. */
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When the retention job erased its bodies (text, HTML, calendar, attachment, reply-to): mailBodyDays after created_at (decision 0038). */
    bodiesErasedAt: timestamp('bodies_erased_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'mail_outbox_attachment_whole',
      sql`(${table.attachmentName} is null) = (${table.attachmentContent} is null) and (${table.attachmentName} is null) = (${table.attachmentContentType} is null)`,
    ),
    index('mail_outbox_created_idx').on(table.createdAt, table.sequence),
    // The retry sweep reads the mails due, among few pending ones.
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'PENDING'`),
  ],
);
