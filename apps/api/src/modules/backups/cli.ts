import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { loadConfig } from '../../config';
import { BackupError } from './backup-file';
import { askRunningServer } from '../../lib/local-socket';
import { makeBackup, pgliteDirectory, restoreBackup, type BackupSource } from './backups';

/**
 * `npm run backup` and `npm run restore FILE [--force]` (decision 0069). Every refusal is one French
 * line on stderr and exit code 1, never a stack trace.
 */
const formatBytes = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} Mo` : `${Math.max(1, Math.round(bytes / 1024))} Ko`);

async function backup() {
  // Fixed secrets: reading the configuration must not generate secret files into DATA_DIR.
  const config = loadConfig({ jwtSecret: new Uint8Array(32), dataEncryptionKey: Buffer.alloc(32) });
  if (!config.databaseUrl) {
    const asked = await askRunningServer(config.dataDir, 'backup');
    if (asked.answered) {
      const { error, path: made, bytes } = asked.reply;
      if (error || typeof made !== 'string') throw new BackupError(error ?? 'La sauvegarde a échoué.');
      return { path: made, bytes: typeof bytes === 'number' ? bytes : 0, byServer: true };
    }
  }
  let source: BackupSource;
  let close: () => Promise<void>;
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 1 });
    source = { kind: 'postgres', databaseUrl: config.databaseUrl, runSql: async (text, values) => ({ rows: (await pool.query(text, values)).rows }) };
    close = () => pool.end();
  } else {
    // No server answers: this process may open PGlite itself, without running the migrations. Not an
    // absent one: PGlite would create an empty database there.
    if (!existsSync(path.join(pgliteDirectory(config.dataDir), 'PG_VERSION'))) throw new BackupError(`Aucune base PGlite dans ${pgliteDirectory(config.dataDir)} : vérifiez DATA_DIR.`);
    const database = new PGlite(pgliteDirectory(config.dataDir), { extensions: { pg_trgm } });
    // dumpDataDir before the instance is ready would wait on nothing that keeps Node running.
    await database.waitReady;
    source = {
      kind: 'pglite',
      dumpDataDir: () => database.dumpDataDir('gzip'),
      runSql: async (text, values) => ({ rows: (await database.query<Record<string, unknown>>(text, values)).rows }),
    };
    close = () => database.close();
  }
  try {
    return { ...(await makeBackup({ source, dataDir: config.dataDir, settings: config.backup })), byServer: false };
  } finally {
    await close();
  }
}

async function main(args: string[]) {
  const [command, ...rest] = args;
  if (command === 'backup') {
    const made = await backup();
    console.log(`Sauvegarde écrite : ${made.path} (${formatBytes(made.bytes)})${made.byServer ? ', faite par le serveur en marche' : ''}.`);
    return;
  }
  if (command === 'restore') {
    const files = rest.filter((arg) => !arg.startsWith('--'));
    const unknown = rest.filter((arg) => arg.startsWith('--') && arg !== '--force');
    if (files.length !== 1 || unknown.length > 0) throw new BackupError('Usage : npm run restore -- FICHIER [--force]');
    // npm keeps --force for itself when it is not after « -- », and tells the script through this variable.
    const force = rest.includes('--force') || process.env.npm_config_force === 'true';
    const config = loadConfig({ jwtSecret: new Uint8Array(32), dataEncryptionKey: Buffer.alloc(32) });
    const manifest = await restoreBackup({ file: files[0], key: config.backup.key, dataDir: config.dataDir, databaseUrl: config.databaseUrl, force });
    console.log(
      `Sauvegarde du ${manifest.createdAt} restaurée (${manifest.databaseKind === 'pglite' ? `PGlite dans ${config.dataDir}` : 'PostgreSQL'}, ${manifest.files.filter((file) => file.path.startsWith('uploads/')).length} fichier(s) déposé(s)).`,
    );
    return;
  }
  throw new BackupError('Usage : npm run backup | npm run restore -- FICHIER [--force]');
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  const isOperatorError = error instanceof BackupError || (error instanceof Error && error.message.startsWith('Configuration invalide'));
  console.error(isOperatorError ? (error as Error).message : `La commande a échoué : ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
