import { desc } from 'drizzle-orm';
import { numericDateTimeText } from '@parenthese/shared';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';

/** At most this many mails per printout. */
export const PRINTOUT_MAX_MAILS = 100;

/** STORED (no SMTP: kept here), or where its delivery is: attempts, next try, last error. */
function deliveryState(mail: typeof mailOutbox.$inferSelect): string {
  const attempts = `${mail.attempts} tentative(s)`;
  if (mail.status === 'PENDING') return `en attente, ${attempts}${mail.nextAttemptAt ? `, prochain essai ${numericDateTimeText(mail.nextAttemptAt)}` : ''}${mail.error ? ` (${mail.error})` : ''}`;
  if (mail.status === 'FAILED') return `échec après ${attempts} : ${mail.error ?? ''}`;
  if (mail.status === 'SENT') return `envoyé ${mail.sentAt ? numericDateTimeText(mail.sentAt) : ''}`;
  return 'conservé (pas de SMTP)';
}

/**
 * `npm run mails`' text: the `count` newest mails of the outbox, oldest first, with their headers, text,
 * links, calendar part and attachment. Without SMTP, mails are only kept there (never logged), so this is
 * how a developer opens a reset link or reads a notice.
 */
export async function outboxPrintout(db: Database, count: number): Promise<string> {
  const limit = Math.max(1, Math.min(PRINTOUT_MAX_MAILS, Math.trunc(count) || 10));
  const mails = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.sequence)).limit(limit);
  if (mails.length === 0) return "La boîte d'envoi est vide.\n";
  const blocks = mails.reverse().map((mail) => {
    const links = mail.textBody.match(/https?:\/\/\S+/g) ?? [];
    const lines = [
      `\n── ${numericDateTimeText(mail.createdAt)} · ${mail.kind} · ${deliveryState(mail)}`,
      `À : ${mail.toAddress}${mail.replyTo ? `\nRépondre à : ${mail.replyTo}` : ''}\nObjet : ${mail.subject}\n`,
      mail.textBody,
    ];
    if (links.length > 0) lines.push(`\nLiens : ${links.join('  ')}`);
    if (mail.calendarMethod && mail.calendarContent) lines.push(`\nAgenda (${mail.calendarMethod}) :\n${mail.calendarContent.trimEnd()}`);
    if (mail.attachmentName && mail.attachmentContent) lines.push(`\nPièce jointe : ${mail.attachmentName} (${mail.attachmentContentType}, ${mail.attachmentContent.length} octets)`);
    return `${lines.join('\n')}\n`;
  });
  return blocks.join('');
}
