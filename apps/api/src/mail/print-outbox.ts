// npm run mails [-- count]: the latest mails of the outbox, with their links. Without SMTP, mails are
// only kept there (never logged), so this is how a developer opens a reset link or reads a notice.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import { numericDateTimeText } from '@parenthese/shared';
import { loadConfig } from '../config';
import { connectDatabase } from '../db/client';
import { mailOutbox } from '../db/schema';

const count = Math.max(1, Math.min(100, Number(process.argv[2] ?? 10) || 10));

/** STORED (no SMTP: kept here), or where its delivery is: attempts, next try, last error. */
function deliveryState(mail: typeof mailOutbox.$inferSelect): string {
  const attempts = `${mail.attempts} tentative(s)`;
  if (mail.status === 'PENDING') return `en attente, ${attempts}${mail.nextAttemptAt ? `, prochain essai ${numericDateTimeText(mail.nextAttemptAt)}` : ''}${mail.error ? ` (${mail.error})` : ''}`;
  if (mail.status === 'FAILED') return `échec après ${attempts} : ${mail.error ?? ''}`;
  if (mail.status === 'SENT') return `envoyé ${mail.sentAt ? numericDateTimeText(mail.sentAt) : ''}`;
  return 'conservé (pas de SMTP)';
}
const config = loadConfig({ logLevel: 'silent' });

// The embedded database belongs to the server while it runs: read a copy, never the live files.
let copyDir: string | undefined;
let dataDir = config.dataDir;
if (!config.databaseUrl) {
  const source = path.join(config.dataDir, 'pglite');
  if (!existsSync(source)) {
    console.log(`Aucune base de données dans ${config.dataDir} : lancez d'abord « npm start ».`);
    process.exit(0);
  }
  copyDir = mkdtempSync(path.join(tmpdir(), 'parenthese-mails-'));
  cpSync(source, path.join(copyDir, 'pglite'), { recursive: true });
  dataDir = copyDir;
}

const connection = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir });
try {
  const mails = await connection.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.sequence)).limit(count);
  if (mails.length === 0) console.log("La boîte d'envoi est vide.");
  for (const mail of mails.reverse()) {
    const links = mail.textBody.match(/https?:\/\/\S+/g) ?? [];
    console.log(`\n── ${numericDateTimeText(mail.createdAt)} · ${mail.kind} · ${deliveryState(mail)}`);
    console.log(`À : ${mail.toAddress}${mail.replyTo ? `\nRépondre à : ${mail.replyTo}` : ''}\nObjet : ${mail.subject}\n`);
    console.log(mail.textBody);
    if (links.length > 0) console.log(`\nLiens : ${links.join('  ')}`);
    if (mail.calendarMethod && mail.calendarContent) console.log(`\nAgenda (${mail.calendarMethod}) :\n${mail.calendarContent.trimEnd()}`);
    if (mail.attachmentName && mail.attachmentContent) console.log(`\nPièce jointe : ${mail.attachmentName} (${mail.attachmentContentType}, ${mail.attachmentContent.length} octets)`);
  }
} finally {
  await connection.close();
  if (copyDir) rmSync(copyDir, { recursive: true, force: true });
}
