import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseConnection } from '../db/client';
import { mailOutbox } from '../db/schema';
import { serveLocalSocket } from '../lib/local-socket';
import { childProcessEnv } from '../../test/support/child-process-env';
import { compiledEntry } from '../../test/support/compiled-entries';
import { readPgliteTemplate } from '../../test/support/database-templates';
import { outboxPrintout } from './outbox-printout';

const run = promisify(execFile);
/** Where `npm run mails` runs the script from. */
const scriptFolder = path.dirname(fileURLToPath(import.meta.url));

/** `npm run mails -- count` as a developer runs it. */
async function printMails(dataDir: string, count: number) {
  const { stdout, stderr } = await run(process.execPath, [compiledEntry('print-outbox'), String(count)], {
    env: childProcessEnv({ DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    cwd: scriptFolder,
  });
  return { stdout, stderr };
}

let dataDir: string;
let connection: DatabaseConnection | undefined;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'parenthese-mails-cli-'));
  connection = await connectDatabase({ dataDir, pgliteTemplate: readPgliteTemplate() });
  const mail = { fromAddress: 'ne-pas-repondre@parenthese.fr', status: 'STORED' as const };
  await connection.db.insert(mailOutbox).values([
    { ...mail, kind: 'password-reset', toAddress: 'ancien@exemple.fr', subject: 'Premier', textBody: 'Le premier mail.' },
    { ...mail, kind: 'staff-invitation', toAddress: 'psy@cabinet.fr', subject: 'Invitation', textBody: 'Suivez https://parenthese.fr/invitation/abc pour commencer.' },
  ]);
}, 60_000);
afterAll(async () => {
  await connection?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// The PGlite paths only: on PostgreSQL the command connects to DATABASE_URL like any client.
describe.runIf(process.env.TEST_DB !== 'postgres')('npm run mails', () => {
  it('asks the running server through its local socket, never opening the files it writes, and prints the newest mails with their links', async () => {
    const open = connection as DatabaseConnection;
    const asked: string[] = [];
    const socket = await serveLocalSocket({
      dataDir,
      commands: {
        mails: async (count) => {
          asked.push(count);
          return { text: await outboxPrintout(open.db, Number(count)) };
        },
      },
      log: { warn: () => {} },
    });
    try {
      const { stdout, stderr } = await printMails(dataDir, 1);
      expect(stderr).toBe('');
      expect(asked).toEqual(['1']);
      expect(stdout).not.toContain('Premier');
      expect(stdout).toMatch(
        /^\n── \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} · staff-invitation · conservé \(pas de SMTP\)\nÀ : psy@cabinet\.fr\nObjet : Invitation\n\nSuivez https:\/\/parenthese\.fr\/invitation\/abc pour commencer\.\n\nLiens : https:\/\/parenthese\.fr\/invitation\/abc\n$/,
      );
    } finally {
      await socket.close();
    }
  }, 60_000);

  it('reads a copy of the files when no server answers, oldest of the newest first', async () => {
    await connection?.close();
    connection = undefined;
    const { stdout } = await printMails(dataDir, 10);
    expect(stdout.indexOf('Objet : Premier')).toBeGreaterThan(-1);
    expect(stdout.indexOf('Objet : Premier')).toBeLessThan(stdout.indexOf('Objet : Invitation'));
  }, 60_000);
});
