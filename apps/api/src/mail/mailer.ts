import { and, eq, ne, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database, Executor } from '../db/client';
import { mailOutbox } from '../db/schema';

export type OutgoingMail = {
  /** What the mail is for, e.g. 'password-reset'. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
};

/**
 * Every mail is written to the outbox first (the super-admin mail view reads it). With SMTP_URL set
 * it is then sent and marked SENT or FAILED; without, it stays STORED, readable with `npm run mails`.
 */
export function createMailer(deps: { db: Database; config: Config; log: FastifyBaseLogger }) {
  const transport: Transporter | undefined = deps.config.smtpUrl ? nodemailer.createTransport(deps.config.smtpUrl) : undefined;

  /**
   * Sends a stored mail at most once. The row is claimed first (marked SENT by a guarded update), so two
   * deliveries at the same moment (two clicks on 'Envoyer maintenant') cannot both send it; a refusal
   * then marks it FAILED with its error. Answers whether this call sent it.
   */
  async function deliver(id: string): Promise<boolean> {
    if (!transport) {
      // Never the recipient, the body or its links: a reset link in a log is an account taken over.
      deps.log.info({ mailId: id }, "Mail conservé dans la boîte d'envoi (pas de SMTP configuré) : « npm run mails » l'affiche");
      return false;
    }
    const [mail] = await deps.db
      .update(mailOutbox)
      .set({ status: 'SENT', sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1`, error: null })
      .where(and(eq(mailOutbox.id, id), ne(mailOutbox.status, 'SENT')))
      .returning();
    if (!mail) return false;
    try {
      await transport.sendMail({ from: mail.fromAddress, to: mail.toAddress, subject: mail.subject, text: mail.textBody, html: mail.htmlBody ?? undefined });
      return true;
    } catch (error) {
      // An SMTP refusal quotes the recipient: only its code is logged; the outbox row keeps the detail.
      const code = (error as { responseCode?: unknown; code?: unknown }).responseCode ?? (error as { code?: unknown }).code;
      deps.log.warn({ mailId: id, kind: mail.kind, code }, 'mail delivery failed');
      await deps.db
        .update(mailOutbox)
        .set({ status: 'FAILED', sentAt: null, error: error instanceof Error ? error.message.slice(0, 500) : 'échec' })
        .where(eq(mailOutbox.id, id));
      return false;
    }
  }

  return {
    /** False without SMTP_URL: mails then stay in the outbox (STORED). */
    canDeliver: transport !== undefined,
    /** Stores the mail (inside the caller's transaction when one is given) and returns its id. */
    async queue(mail: OutgoingMail, executor: Executor = deps.db): Promise<string> {
      const [row] = await executor
        .insert(mailOutbox)
        .values({ kind: mail.kind, fromAddress: deps.config.mailFrom, toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html ?? null })
        .returning({ id: mailOutbox.id });
      return row.id;
    },
    /** Sends a stored mail now (after the transaction that queued it has committed). */
    deliver,
    /** queue + deliver, for mails sent outside a transaction. */
    async send(mail: OutgoingMail): Promise<string> {
      const id = await this.queue(mail);
      await deliver(id);
      return id;
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
