import { execFile } from 'node:child_process';
import { openAsBlob } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import apiPackage from '../../../package.json' with { type: 'json' };
import { migrationsFolder, type RunSql } from '../../db/client';
import { askRunningServer } from '../../lib/local-socket';
import { uploadsDirectory } from '../../lib/uploads-directory';
import { BACKUP_FILE_PATTERN, BackupError, DATA_DIR_SECRET_FILES, DATABASE_ENTRY, listFiles, readBackupFile, writeBackupFile, type BackupManifest } from './backup-file';

const run = promisify(execFile);

/** What a backup reads the database with: PostgreSQL's URL (pg_dump), or the open PGlite's own dump. */
export type BackupSource = { kind: 'postgres'; databaseUrl: string; runSql: RunSql } | { kind: 'pglite'; dumpDataDir: () => Promise<Blob>; runSql: RunSql };

export type BackupSettings = { key: string | undefined; directory: string; keep: number };

/** PGlite's data directory under DATA_DIR (db/client.ts opens the same). */
export const pgliteDirectory = (dataDir: string) => path.join(dataDir, 'pglite');
const KEY_MISSING = 'Sauvegardes non configurées : BACKUP_KEY est absente (la clé qui chiffre les sauvegardes, à garder hors du serveur).';

const pad = (value: number) => String(value).padStart(2, '0');
/** parenthese-YYYYMMDD-HHMMSS.backup, UTC: names sort by time. */
export function backupFileName(at: Date): string {
  return `parenthese-${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}-${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}.backup`;
}

async function journalTags(): Promise<string[]> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  return journal.entries.map((entry) => entry.tag);
}

/** The newest applied migration's name (drizzle's rows carry the journal's timestamp), null on an empty database. */
async function latestMigration(runSql: RunSql): Promise<string | null> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
  try {
    const { rows } = await runSql('select max(created_at) as latest from drizzle.__drizzle_migrations', []);
    const latest = rows[0]?.latest;
    return latest === null || latest === undefined ? null : (journal.entries.find((entry) => entry.when === Number(latest))?.tag ?? null);
  } catch {
    return null;
  }
}

async function runTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') throw new BackupError(`${tool} est introuvable : installez le client PostgreSQL (paquet postgresql-client, même version majeure que le serveur).`);
    throw new BackupError(`${tool} a échoué : ${(failure.stderr ?? failure.message).trim().split('\n').slice(-3).join(' ')}`);
  }
}

/** The newest of our backup files in the directory (name order is time order), with its size. */
export async function listBackups(directory: string): Promise<{ name: string; path: string; bytes: number; createdAt: Date }[]> {
  let names: string[];
  try {
    names = (await readdir(directory)).filter((name) => BACKUP_FILE_PATTERN.test(name)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const found = [];
  for (const name of names) {
    const file = path.join(directory, name);
    const stats = await stat(file).catch(() => undefined);
    if (stats) found.push({ name, path: file, bytes: stats.size, createdAt: stats.mtime });
  }
  return found;
}

/** Deletes our files beyond the `keep` newest; any other file of the directory stays. */
export async function pruneBackups(directory: string, keep: number): Promise<string[]> {
  const backups = await listBackups(directory);
  const removed = backups.slice(0, Math.max(0, backups.length - keep));
  for (const backup of removed) await rm(backup.path, { force: true });
  return removed.map((backup) => backup.name);
}

/**
 * Makes one backup file in settings.directory: the database (pg_dump custom format on PostgreSQL, a
 * consistent dump of PGlite's data directory made by the instance that has it open) and every file
 * under DATA_DIR/uploads, encrypted with BACKUP_KEY.
 */
export async function makeBackup(options: { source: BackupSource; dataDir: string; settings: BackupSettings; now?: Date }): Promise<{ path: string; bytes: number }> {
  const { source, dataDir, settings } = options;
  if (!settings.key) throw new BackupError(KEY_MISSING);
  const createdAt = options.now ?? new Date();
  await mkdir(settings.directory, { recursive: true, mode: 0o700 });
  const work = await mkdtemp(path.join(settings.directory, '.en-cours-'));
  try {
    const dump = path.join(work, DATABASE_ENTRY[source.kind]);
    if (source.kind === 'postgres') {
      await runTool('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, `--dbname=${source.databaseUrl}`]);
    } else {
      // PGlite runs one query at a time: the dump waits for the one in flight and sees one consistent state.
      const blob = await source.dumpDataDir();
      await writeFile(dump, blob.stream());
    }
    let target = path.join(settings.directory, backupFileName(createdAt));
    for (
      let suffix = 2;
      await stat(target).then(
        () => true,
        () => false,
      );
      suffix += 1
    )
      target = target.replace(/(-\d+)?\.backup$/, `-${suffix}.backup`);
    return await writeBackupFile({
      target,
      key: settings.key,
      databaseKind: source.kind,
      databaseDump: dump,
      uploadsDirectory: uploadsDirectory(dataDir),
      dataDir,
      appVersion: apiPackage.version,
      latestMigration: await latestMigration(source.runSql),
      createdAt,
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function isDirectoryEmpty(directory: string): Promise<boolean> {
  return (await readdir(directory).catch(() => [])).length === 0;
}

async function publicTableCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>("select count(*)::int as count from information_schema.tables where table_schema = 'public'");
    return rows[0].count;
  } finally {
    await client.end();
  }
}

/** Empties a PostgreSQL database: every schema of ours dropped, an empty public made again. */
async function emptyPostgresDatabase(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>("select nspname as name from pg_namespace where nspname not like 'pg\\_%' and nspname <> 'information_schema'");
    await client.query('begin');
    for (const { name } of rows) await client.query(`drop schema ${client.escapeIdentifier(name)} cascade`);
    await client.query('create schema public');
    await client.query('commit');
  } finally {
    await client.end();
  }
}

/** Swaps a directory for another; the old one is kept aside until `commit`, put back by `undo`. */
async function swapDirectory(target: string, replacement: string | undefined) {
  const aside = `${target}.avant-restauration-${Date.now()}`;
  const hadOld = await stat(target).then(
    () => true,
    () => false,
  );
  if (hadOld) await rename(target, aside);
  if (replacement) await rename(replacement, target);
  else await mkdir(target, { recursive: true });
  return {
    commit: () => rm(aside, { recursive: true, force: true }),
    undo: async () => {
      await rm(target, { recursive: true, force: true });
      if (hadOld) await rename(aside, target);
    },
  };
}

/**
 * Restores a backup file into DATA_DIR (PGlite) or DATABASE_URL (PostgreSQL), and DATA_DIR/uploads. The
 * whole file is decrypted and checked in a temporary directory first: a wrong key, a damaged file, a
 * backup of the other kind of database or a non-empty target (without `force`) changes nothing.
 */
export async function restoreBackup(options: { file: string; key: string | undefined; dataDir: string; databaseUrl: string | undefined; force: boolean }): Promise<BackupManifest> {
  const { file, dataDir, databaseUrl, force } = options;
  if (!options.key) throw new BackupError('BACKUP_KEY est absente : donnez la clé avec laquelle la sauvegarde a été faite.');
  const targetKind = databaseUrl ? 'postgres' : 'pglite';
  if (targetKind === 'pglite' && (await askRunningServer(dataDir, 'ping')).answered) {
    throw new BackupError(`Le serveur Parenthèse utilise ${dataDir} : arrêtez-le avant de restaurer. Rien n’a été modifié.`);
  }
  await mkdir(dataDir, { recursive: true });
  const work = await mkdtemp(path.join(dataDir, '.restauration-'));
  try {
    const manifest = await readBackupFile(file, options.key, work);
    // A newer version's schema would be half understood by this code: restore with that version.
    if (manifest.latestMigration !== null && !(await journalTags()).includes(manifest.latestMigration)) {
      throw new BackupError(
        `Cette sauvegarde vient d’une version plus récente de Parenthèse (${manifest.appVersion}, migration ${manifest.latestMigration}) : restaurez-la avec cette version ou une plus récente. Rien n’a été modifié.`,
      );
    }
    if (manifest.databaseKind !== targetKind) {
      throw new BackupError(
        manifest.databaseKind === 'pglite'
          ? 'Cette sauvegarde vient de la base intégrée (PGlite) : elle ne peut pas être restaurée dans PostgreSQL (DATABASE_URL est définie). Rien n’a été modifié.'
          : 'Cette sauvegarde vient de PostgreSQL : restaurez-la avec DATABASE_URL vers un serveur PostgreSQL, pas dans la base intégrée (PGlite). Rien n’a été modifié.',
      );
    }
    const uploads = uploadsDirectory(dataDir);
    const isDatabaseEmpty = targetKind === 'pglite' ? await isDirectoryEmpty(pgliteDirectory(dataDir)) : (await publicTableCount(databaseUrl as string)) === 0;
    if ((!isDatabaseEmpty || (await listFiles(uploads)).length > 0) && !force) {
      throw new BackupError(
        `La cible n’est pas vide (${targetKind === 'pglite' ? `${pgliteDirectory(dataDir)} ou ${uploads}` : `base PostgreSQL ou ${uploads}`}) : relancez avec --force pour la remplacer par la sauvegarde. Rien n’a été modifié.`,
      );
    }
    const restoredUploads = path.join(work, 'uploads');
    const hasUploads = await stat(restoredUploads).then(
      () => true,
      () => false,
    );
    if (targetKind === 'pglite') {
      const swap = await swapDirectory(pgliteDirectory(dataDir), undefined);
      try {
        const database = new PGlite(pgliteDirectory(dataDir), { extensions: { pg_trgm }, loadDataDir: await openAsBlob(path.join(work, DATABASE_ENTRY.pglite)) });
        await database.query('select 1');
        await database.close();
      } catch (error) {
        await swap.undo();
        throw error;
      }
      await swap.commit();
    } else {
      const url = databaseUrl as string;
      await emptyPostgresDatabase(url);
      await runTool('pg_restore', ['--exit-on-error', '--single-transaction', '--no-owner', `--dbname=${url}`, path.join(work, DATABASE_ENTRY.postgres)]);
    }
    const uploadsSwap = await swapDirectory(uploads, hasUploads ? restoredUploads : undefined);
    await uploadsSwap.commit();
    // The secrets the restored rows were written with replace those generated here (a first start).
    for (const secret of DATA_DIR_SECRET_FILES) {
      const restored = path.join(work, 'secrets', secret);
      if (
        await stat(restored).then(
          () => true,
          () => false,
        )
      )
        await copyFile(restored, path.join(dataDir, secret));
    }
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
