import { BUSINESS_TIME_ZONE, type MailKind } from '@parenthese/shared';
import { and, asc, eq, isNull, lte, ne, or, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database, Executor } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { JobEngine } from '../jobs/job-engine';
import { mailDeliveryJob, mailRetrySweepJob } from './job-definitions';
import { nextDeliveryAttempt } from './delivery-schedule';
import { listUnsubscribeHeaders } from './list-unsubscribe';
import { employeeRecipientChoices, subjectFor } from './employee-recipient';

export type OutgoingMail = {
  /** What the mail is for: decides its template and what an administrator may read of it. */
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where an answer goes instead of MAIL_FROM (the requester, on the sales copy of a demo request). */
  replyTo?: string;
  /**
   * A calendar invitation or cancellation (.ics), sent as a text/calendar part clients offer to add;
   * written for its attendee's address when the mailer chooses it (aboutEmployee).
   */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string | ((attendeeEmail: string) => string) };
  /**
   * The employee (user id) whose use of Parenthèse the mail is about (decision 0047): the mailer sends
   * it to their verified personal address if they gave one, and with the neutral subject unless they
   * chose detailed subjects. Staff mails and mails about the sign-in itself leave it out.
   */
  aboutEmployee?: string;
  /** One file joined to the mail (the monthly report's PDF). */
  attachment?: MailAttachment;
};

export type MailAttachment = { filename: string; contentType: string; content: Buffer };

/** How long an attempt may take before another may start: well above the SMTP timeouts below. */
const SENDING_LEASE = sql`interval '10 minutes'`;
/** Mails the sweep hands to the queue per run; the next minute takes the rest. */
const SWEEP_LIMIT = 1000;
/** Tries of the SENT write after the server accepted a mail, before the job gives up (decision 0017). */
const SENT_WRITE_TRIES = 3;

/** nodemailer waits minutes by default; an attempt must end well within its lease. Settings in SMTP_URL win. */
const SMTP_TIMEOUTS = { connectionTimeout: '20000', greetingTimeout: '20000', socketTimeout: '60000' } as const;
/** Kept-open connections instead of a new one per mail (about 55 ms each to a local server, bench session 8). */
const SMTP_POOL = { pool: 'true', maxConnections: '2' } as const;

function withSmtpDefaults(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, value] of Object.entries({ ...SMTP_TIMEOUTS, ...SMTP_POOL })) if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  return url.toString();
}

/** The domain of MAIL_FROM ("Parenthèse <ne-pas-repondre@parenthese.fr>" gives parenthese.fr). */
export function mailDomain(mailFrom: string): string {
  return /@([^\s>@]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'parenthese.fr';
}

/** The same for every attempt of one outbox row, so that a mail sent twice is recognisable as one. */
export const messageIdFor = (mailId: string, domain: string) => `<${mailId}@${domain}>`;

/** An SMTP reply code from nodemailer's error, if the server answered one. */
function responseCodeOf(error: unknown): number | undefined {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' ? code : undefined;
}

/**
 * Mail, delivered at least once (decision 0017). Every mail is written to the outbox in the caller's
 * transaction together with the job that delivers it, so it exists, and will be sent, if and only if
 * the change that caused it commits. The outbox row is the record of truth: its status, attempts,
 * last error and next attempt; the jobs only say "look at this row now".
 *
 * Without SMTP_URL nothing is sent: mails stay STORED, readable with `npm run mails`, and no job is
 * queued (it could only fail, or pretend).
 */
export function createMailer(deps: { db: Database; config: Config; log: FastifyBaseLogger; jobs: JobEngine }) {
  const { db, config, log, jobs } = deps;
  const transport: Transporter | undefined = config.smtpUrl ? nodemailer.createTransport(withSmtpDefaults(config.smtpUrl)) : undefined;
  const domain = mailDomain(config.mailFrom);

  jobs.work(mailDeliveryJob, async (job) => deliver(job.data.mailId));
  jobs.work(mailRetrySweepJob, async () => sweep());
  if (transport) jobs.schedule(mailRetrySweepJob, '* * * * *', { tz: BUSINESS_TIME_ZONE });

  // At most one waiting delivery job per mail (the queue's 'short' policy, keyed by the mail).
  const enqueue = (executor: Executor, mailId: string) => jobs.send(mailDeliveryJob, { mailId }, { singletonKey: mailId }, executor);

  async function queueIn(tx: Executor, mail: OutgoingMail): Promise<string> {
    return (await queueAllIn(tx, [mail]))[0];
  }

  /** The outbox rows of several mails in one statement, and a delivery job for each. */
  async function queueAllIn(tx: Executor, mails: OutgoingMail[]): Promise<string[]> {
    if (mails.length === 0) return [];
    // The one place a mail about an employee's use gets its recipient and subject (decision 0047).
    const choices = await employeeRecipientChoices(
      tx,
      mails.flatMap((mail) => (mail.aboutEmployee ? [mail.aboutEmployee] : [])),
    );
    const rows = await tx
      .insert(mailOutbox)
      .values(
        mails.map((mail) => {
          const choice = mail.aboutEmployee ? choices.get(mail.aboutEmployee) : undefined;
          const to = choice?.to ?? mail.to;
          const { subject, html } = mail.aboutEmployee ? subjectFor(mail, choice) : mail;
          const calendarContent = typeof mail.calendar?.content === 'function' ? mail.calendar.content(to) : mail.calendar?.content;
          return {
            kind: mail.kind,
            fromAddress: config.mailFrom,
            toAddress: to,
            replyTo: mail.replyTo ?? null,
            subject,
            textBody: mail.text,
            htmlBody: html ?? null,
            calendarMethod: mail.calendar?.method ?? null,
            calendarContent: calendarContent ?? null,
            attachmentName: mail.attachment?.filename ?? null,
            attachmentContentType: mail.attachment?.contentType ?? null,
            attachmentContent: mail.attachment?.content ?? null,
            status: transport ? ('PENDING' as const) : ('STORED' as const),
            nextAttemptAt: transport ? sql`now()` : null,
            queuedAt: sql`now()`,
          };
        }),
      )
      .returning({ id: mailOutbox.id });
    if (transport) for (const row of rows) await enqueue(tx, row.id);
    return rows.map((row) => row.id);
  }

  /**
   * One delivery attempt of a pending mail, if it is due and no other attempt is running. The attempt
   * is claimed (committed) before the SMTP conversation, and the mail marked SENT right after the
   * server accepts it; a refusal or an unreachable server schedules the next attempt or, after 24 h
   * or on a permanent refusal (5xx), marks it FAILED.
   */
  async function deliver(mailId: string): Promise<void> {
    // A process without SMTP leaves the mail to one with it (or to « Envoyer maintenant »).
    if (!transport) return;
    const [mail] = await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, sendingUntil: sql`now() + ${SENDING_LEASE}` })
      .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, 'PENDING'), lte(mailOutbox.nextAttemptAt, sql`now()`), or(isNull(mailOutbox.sendingUntil), lte(mailOutbox.sendingUntil, sql`now()`))))
      .returning();
    // Sent, failed, deleted, not due yet, or being sent by another attempt: nothing to do.
    if (!mail) return;
    try {
      await transport.sendMail({
        from: mail.fromAddress,
        to: mail.toAddress,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody ?? undefined,
        messageId: messageIdFor(mail.id, domain),
        ...(mail.calendarMethod && mail.calendarContent
          ? { icalEvent: { method: mail.calendarMethod, content: mail.calendarContent, filename: mail.calendarMethod === 'CANCEL' ? 'annulation.ics' : 'rendez-vous.ics' } }
          : {}),
        ...(mail.attachmentName && mail.attachmentContentType && mail.attachmentContent
          ? { attachments: [{ filename: mail.attachmentName, contentType: mail.attachmentContentType, content: mail.attachmentContent }] }
          : {}),
        headers: { 'Auto-Submitted': 'auto-generated', ...listUnsubscribeHeaders(mail.kind) },
      });
    } catch (error) {
      await recordFailure(mail, error);
      return;
    }
    await markSent(mail.id);
  }

  /** Right after the server's acceptance, with a few tries: a mail accepted but not marked SENT is sent again later. */
  async function markSent(mailId: string) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await db
          .update(mailOutbox)
          .set({ status: 'SENT', sentAt: sql`now()`, nextAttemptAt: null, sendingUntil: null, error: null })
          .where(eq(mailOutbox.id, mailId));
        return;
      } catch (error) {
        if (attempt >= SENT_WRITE_TRIES) throw error;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }

  async function recordFailure(mail: typeof mailOutbox.$inferSelect, error: unknown) {
    const responseCode = responseCodeOf(error);
    // 5xx is the server's final answer (mailbox unknown, message refused): retrying cannot change it.
    const isPermanent = responseCode !== undefined && responseCode >= 500;
    const next = isPermanent ? null : nextDeliveryAttempt({ attempts: mail.attempts, queuedAt: mail.queuedAt ?? mail.createdAt, now: new Date() });
    // The error quotes the recipient: it stays in the row (shown only where the presenter allows), never in a log.
    const reason = error instanceof Error ? error.message.slice(0, 500) : 'échec de l’envoi';
    const code = responseCode ?? (error as { code?: unknown }).code;
    log.warn({ mailId: mail.id, kind: mail.kind, code, attempts: mail.attempts, willRetry: next !== null }, 'mail delivery failed');
    await db
      .update(mailOutbox)
      .set({ status: next ? 'PENDING' : 'FAILED', error: reason, nextAttemptAt: next, sendingUntil: null })
      .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'PENDING')));
  }

  /** Queues a delivery job for each pending mail that is due and not being sent. */
  async function sweep() {
    if (!transport) return;
    const due = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'PENDING'), lte(mailOutbox.nextAttemptAt, sql`now()`), or(isNull(mailOutbox.sendingUntil), lte(mailOutbox.sendingUntil, sql`now()`))))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(SWEEP_LIMIT);
    for (const { id } of due) await enqueue(db, id);
  }

  /** The pool's open connections go with the server (after the job engine has stopped). */
  const close = () => transport?.close();

  return {
    close,
    /** False without SMTP_URL: mails then stay in the outbox (STORED). */
    canDeliver: transport !== undefined,

    /**
     * Writes the mail to the outbox and queues its delivery, both in the caller's transaction `tx`
     * (in one of their own without it). Answers the outbox row's id.
     */
    async queue(mail: OutgoingMail, tx?: Executor): Promise<string> {
      return tx ? queueIn(tx, mail) : db.transaction((own) => queueIn(own, mail));
    },

    /** queue() for several mails written by one change (one insert of their outbox rows). */
    async queueAll(mails: OutgoingMail[], tx: Executor): Promise<string[]> {
      return queueAllIn(tx, mails);
    },

    /** A mail outside any transaction: queue() in a transaction of its own. */
    async send(mail: OutgoingMail): Promise<string> {
      return db.transaction((own) => queueIn(own, mail));
    },

    /**
     * Puts an unsent mail back in the queue to be tried now, with a new 24 h of retries (« Envoyer
     * maintenant »). False when it was sent meanwhile (or is missing). An attempt already running
     * keeps the mail until it ends.
     */
    async requeue(mailId: string, tx: Executor): Promise<boolean> {
      if (!transport) return false;
      const rows = await tx
        .update(mailOutbox)
        .set({ status: 'PENDING', nextAttemptAt: sql`now()`, queuedAt: sql`now()` })
        // Nor a mail whose bodies the retention job erased (decision 0038): nothing left to send.
        .where(and(eq(mailOutbox.id, mailId), ne(mailOutbox.status, 'SENT'), isNull(mailOutbox.bodiesErasedAt)))
        .returning({ id: mailOutbox.id });
      if (rows.length === 0) return false;
      await enqueue(tx, mailId);
      return true;
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
