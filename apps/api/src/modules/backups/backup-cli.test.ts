import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseConnection } from '../../db/client';
import { childProcessEnv } from '../../../test/support/child-process-env';
import { compiledEntry } from '../../../test/support/compiled-entries';
import { readPgliteTemplate } from '../../../test/support/database-templates';
import { backupSourceOf } from './backup-job';
import { localSocketPath, serveLocalSocket } from '../../lib/local-socket';
import { BackupError } from './backup-file';
import { listBackups, makeBackup } from './backups';

const run = promisify(execFile);
/** Where `npm run backup` runs the command from. */
const cliFolder = path.dirname(fileURLToPath(import.meta.url));
const KEY = 'une-clé-de-sauvegarde-assez-longue';

/** `npm run backup|restore …` as an operator runs it: its output, and its exit code. */
async function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [compiledEntry('backup-cli'), ...args], { env: childProcessEnv({ DATABASE_URL: '', ...env }), cwd: cliFolder });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

let dataDir: string;
let connection: DatabaseConnection | undefined;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'parenthese-backup-cli-'));
  if (process.env.TEST_DB !== 'postgres') connection = await connectDatabase({ dataDir, pgliteTemplate: readPgliteTemplate() });
}, 60_000);
afterAll(async () => {
  await connection?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// The CLI's own paths on PGlite (the running server's socket, opening the directory itself); the
// backup and restore it calls are the functions backups.test.ts runs on both databases.
describe.runIf(process.env.TEST_DB !== 'postgres')('npm run backup / npm run restore', () => {
  it('asks the running server for the backup, and refuses to restore under it', async () => {
    const open = connection as DatabaseConnection;
    const settings = { key: KEY, directory: path.join(dataDir, 'backups'), keep: 14 };
    const socket = await serveLocalSocket({
      dataDir,
      commands: { backup: () => makeBackup({ source: backupSourceOf(open, undefined), dataDir, settings }) },
      isToolError: (error): error is Error => error instanceof BackupError,
      log: { warn: () => {} },
    });
    try {
      const made = await runCli(['backup'], { DATA_DIR: dataDir, BACKUP_KEY: KEY });
      expect(made.stderr).toBe('');
      expect(made.code).toBe(0);
      expect(made.stdout).toMatch(/^Sauvegarde écrite : .*parenthese-\d{8}-\d{6}\.backup \(.+\), faite par le serveur en marche\.\n$/);
      expect(await listBackups(settings.directory)).toHaveLength(1);

      const refused = await runCli(['restore', (await listBackups(settings.directory))[0].path, '--force'], { DATA_DIR: dataDir, BACKUP_KEY: KEY });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toBe(`Le serveur Parenthèse utilise ${dataDir} : arrêtez-le avant de restaurer. Rien n’a été modifié.\n`);
    } finally {
      await socket.close();
    }
  }, 120_000);

  it('opens PGlite itself when no server answers, and restores elsewhere; refusals are one French line, exit code 1', async () => {
    await connection?.close();
    connection = undefined;
    const made = await runCli(['backup'], { DATA_DIR: dataDir, BACKUP_KEY: KEY });
    expect(made.code).toBe(0);
    expect(made.stdout).toMatch(/^Sauvegarde écrite : .*\.backup \(.+\)\.\n$/);
    const file = (await listBackups(path.join(dataDir, 'backups'))).at(-1)?.path as string;

    const target = mkdtempSync(path.join(tmpdir(), 'parenthese-backup-cli-target-'));
    try {
      const wrongKey = await runCli(['restore', file], { DATA_DIR: target, BACKUP_KEY: 'pas-la-bonne-clé-du-tout' });
      expect(wrongKey).toMatchObject({ code: 1, stdout: '' });
      expect(wrongKey.stderr).toMatch(/^Clé de sauvegarde incorrecte : .*\n$/);
      expect(existsSync(path.join(target, 'pglite'))).toBe(false);

      const restored = await runCli(['restore', file], { DATA_DIR: target, BACKUP_KEY: KEY });
      expect(restored.stderr).toBe('');
      expect(restored.stdout).toMatch(/^Sauvegarde du .* restaurée \(PGlite dans /);

      const again = await runCli(['restore', file], { DATA_DIR: target, BACKUP_KEY: KEY });
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/^La cible n’est pas vide .*--force.*\n$/);
      // npm keeps --force for itself when it comes before « -- », and tells the script so.
      expect((await runCli(['restore', file], { DATA_DIR: target, BACKUP_KEY: KEY, npm_config_force: 'true' })).code).toBe(0);

      const usage = await runCli(['restore'], { DATA_DIR: target, BACKUP_KEY: KEY });
      expect(usage).toMatchObject({ code: 1, stderr: 'Usage : npm run restore -- FICHIER [--force]\n' });
      const noKey = await runCli(['backup'], { DATA_DIR: dataDir, BACKUP_KEY: '' });
      expect(noKey.code).toBe(1);
      expect(noKey.stderr).toMatch(/^Sauvegardes non configurées : BACKUP_KEY est absente/);
    } finally {
      rmSync(target, { recursive: true, force: true });
    }
  }, 180_000);
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('npm run backup on PostgreSQL', () => {
  it('says in French that pg_dump is missing when it is not installed', async () => {
    const answer = await runCli(['backup'], { DATABASE_URL: process.env.TEST_DATABASE_URL, DATA_DIR: dataDir, BACKUP_KEY: KEY, PATH: '/nonexistent' });
    expect(answer).toMatchObject({ code: 1, stdout: '' });
    expect(answer.stderr).toMatch(/^pg_dump est introuvable : installez le client PostgreSQL \(paquet postgresql-client/);
  }, 60_000);
});

describe('the local socket’s path', () => {
  it('is in DATA_DIR, or in the temporary directory when DATA_DIR is too long for a socket path (the same for the server and the CLI)', () => {
    expect(localSocketPath('/srv/parenthese/data')).toBe('/srv/parenthese/data/server.sock');
    const long = `/srv/${'d'.repeat(120)}`;
    expect(localSocketPath(long)).toMatch(new RegExp(`^${tmpdir()}/parenthese-server-[0-9a-f]{16}\\.sock$`));
    expect(localSocketPath(long)).toBe(localSocketPath(`${long}/`));
    expect(localSocketPath(long)).not.toBe(localSocketPath(`${long}x`));
  });
});
