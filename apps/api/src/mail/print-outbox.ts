// npm run mails [-- count]: the latest mails of the outbox, with their links (outbox-printout.ts).
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { connectDatabase } from '../db/client';
import { askRunningServer } from '../lib/local-socket';
import { outboxPrintout } from './outbox-printout';

const count = Number(process.argv[2] ?? 10) || 10;
const config = loadConfig({ logLevel: 'silent' });

async function printout(): Promise<string> {
  if (config.databaseUrl) {
    const connection = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      return await outboxPrintout(connection.db, count);
    } finally {
      await connection.close();
    }
  }
  // The embedded database belongs to the server while it runs: it answers on its local socket. Files it
  // is writing are never opened, nor copied (a copy may be caught mid-write).
  const asked = await askRunningServer(config.dataDir, `mails ${count}`);
  if (asked.answered) {
    if (typeof asked.reply.text !== 'string') throw new Error(asked.reply.error ?? 'Réponse illisible du serveur.');
    return asked.reply.text;
  }
  const source = path.join(config.dataDir, 'pglite');
  if (!existsSync(source)) return `Aucune base de données dans ${config.dataDir} : lancez d'abord « npm start ».\n`;
  // No server answers, but one started before the local socket existed might still hold the files: a copy.
  const copyDir = mkdtempSync(path.join(tmpdir(), 'parenthese-mails-'));
  try {
    cpSync(source, path.join(copyDir, 'pglite'), { recursive: true });
    const connection = await connectDatabase({ dataDir: copyDir });
    try {
      return await outboxPrintout(connection.db, count);
    } finally {
      await connection.close();
    }
  } finally {
    rmSync(copyDir, { recursive: true, force: true });
  }
}

try {
  process.stdout.write(await printout());
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
