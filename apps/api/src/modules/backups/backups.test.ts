import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { connectDatabase } from '../../db/client';
import { uploadsDirectory } from '../../lib/uploads-directory';
import { createTemporaryDatabase, createTestApp, type TestApp } from '../../../test/support/test-app';
import { directoryState, filesOf, populate, tableFingerprints, type Query } from '../../../test/support/backups';
import { DAMAGED_FILE_MESSAGE, WRONG_KEY_MESSAGE, writeBackupFile } from './backup-file';
import { backupSourceOf } from './backup-job';
import { makeBackup, pgliteDirectory, restoreBackup } from './backups';

const KEY = 'une-clé-de-sauvegarde-assez-longue';
const isPostgres = process.env.TEST_DB === 'postgres';

let testApp: TestApp;
let dataDir: string;
let backupFile: string;
const temporaryDirectories: string[] = [];
const cleanups: (() => Promise<void>)[] = [];
/** The targets' open handles: closed before a restore looks at them again, and at the end. */
const openHandles: (() => Promise<void>)[] = [];
const closeTargets = async () => {
  for (const close of openHandles.splice(0)) await close();
};

const temporaryDirectory = (name: string) => {
  const directory = mkdtempSync(path.join(tmpdir(), `parenthese-${name}-`));
  temporaryDirectories.push(directory);
  return directory;
};

const sourceQuery: Query = async (text) => (await testApp.db.execute(sql.raw(text))).rows as Record<string, unknown>[];

/** A query on a restored target: the PGlite directory, or the PostgreSQL database. Closed at the end. */
async function openTarget(target: { dataDir: string; databaseUrl?: string }): Promise<Query> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    openHandles.push(() => client.end());
    return async (text) => (await client.query(text)).rows as Record<string, unknown>[];
  }
  const database = new PGlite(pgliteDirectory(target.dataDir), { extensions: { pg_trgm } });
  openHandles.push(() => database.close());
  return async (text) => (await database.query<Record<string, unknown>>(text)).rows;
}

/** A target to restore into: a new DATA_DIR, and on PostgreSQL a new empty database of the test server. */
async function emptyTarget(name: string) {
  const target = { dataDir: temporaryDirectory(name), databaseUrl: undefined as string | undefined };
  if (isPostgres) {
    const database = await createTemporaryDatabase(process.env.TEST_DATABASE_URL, 'parenthese_restore');
    cleanups.push(() => database.drop());
    target.databaseUrl = database.url;
  }
  return target;
}

async function stateOf(target: { dataDir: string; databaseUrl?: string }) {
  // A PGlite directory is compared as files (opening it would change them); PostgreSQL by its tables.
  const tables = target.databaseUrl ? await tableFingerprints(await openTarget(target)) : null;
  await closeTargets();
  return { directory: directoryState(target.dataDir), tables };
}

beforeAll(async () => {
  dataDir = temporaryDirectory('backup-source');
  const backup = { key: KEY, directory: path.join(dataDir, 'backups'), keep: 14 };
  // A real DATA_DIR: PGlite on disk (not in memory), and the uploaded files beside it.
  testApp = await createTestApp({ dataDir, backup }, isPostgres ? {} : { database: { dataDir } });
  await populate(testApp);
  backupFile = (await testApp.services.databaseBackups.makeOne()).path;
}, 120_000);

afterAll(async () => {
  await closeTargets();
  for (const cleanup of cleanups.reverse()) await cleanup();
  await testApp.close();
  for (const directory of temporaryDirectories) rmSync(directory, { recursive: true, force: true });
});

describe('npm run backup, then npm run restore elsewhere', () => {
  it('brings back every table row for row and every stored file byte for byte', async () => {
    expect(path.basename(backupFile)).toMatch(/^parenthese-\d{8}-\d{6}\.backup$/);
    const source = await tableFingerprints(sourceQuery);
    // What the test populated is there to compare: bookings, ledger, outbox, bills, second factors.
    for (const table of ['meetings', 'credit_ledger', 'mail_outbox', 'stored_files', 'second_factors']) expect(source[`"public"."${table}"`].rows).toBeGreaterThan(0);
    expect(source['"drizzle"."__drizzle_migrations"'].rows).toBeGreaterThan(0);
    // The bill's bytes: on disk beside PGlite; in the database on PostgreSQL (decision 0070), so in its dump.
    const sourceFiles = await filesOf(uploadsDirectory(dataDir));
    if (isPostgres) expect(source['"public"."stored_file_chunks"'].rows).toBeGreaterThan(0);
    else expect(Object.keys(sourceFiles).length).toBeGreaterThan(0);

    const target = await emptyTarget('restore-target');
    const manifest = await restoreBackup({ file: backupFile, key: KEY, ...target, force: false });
    expect(manifest.databaseKind).toBe(isPostgres ? 'postgres' : 'pglite');
    expect(manifest.latestMigration).toMatch(/^\d{4}_/);

    expect(await tableFingerprints(await openTarget(target))).toEqual(source);
    expect(await filesOf(uploadsDirectory(target.dataDir))).toEqual(sourceFiles);
    await closeTargets();
  }, 120_000);
});

describe('a restore that is refused changes nothing', () => {
  it('refuses a wrong key before touching the target', async () => {
    const target = await emptyTarget('wrong-key');
    const before = await stateOf(target);
    await expect(restoreBackup({ file: backupFile, key: 'pas-la-bonne-clé-du-tout', ...target, force: true })).rejects.toThrow(WRONG_KEY_MESSAGE);
    expect(await stateOf(target)).toEqual(before);
  }, 60_000);

  it('refuses a file cut short, and one altered in its middle', async () => {
    const target = await emptyTarget('damaged');
    const before = await stateOf(target);
    const cut = path.join(temporaryDirectory('cut'), 'cut.backup');
    copyFileSync(backupFile, cut);
    truncateSync(cut, statSync(cut).size - 100);
    await expect(restoreBackup({ file: cut, key: KEY, ...target, force: true })).rejects.toThrow(DAMAGED_FILE_MESSAGE);
    expect(await stateOf(target)).toEqual(before);

    const altered = path.join(temporaryDirectory('altered'), 'altered.backup');
    const bytes = readFileSync(backupFile);
    bytes[Math.floor(bytes.length / 2)] ^= 0x01;
    writeFileSync(altered, bytes);
    await expect(restoreBackup({ file: altered, key: KEY, ...target, force: true })).rejects.toThrow(DAMAGED_FILE_MESSAGE);
    expect(await stateOf(target)).toEqual(before);
  }, 60_000);

  it('refuses a non-empty target without --force, and replaces it with --force', async () => {
    const target = await emptyTarget('non-empty');
    await restoreBackup({ file: backupFile, key: KEY, ...target, force: false });
    const restored = await tableFingerprints(await openTarget(target));
    // Something new in the target after the first restore: a refused restore must keep it.
    await (
      await openTarget(target)
    )('delete from public.mail_outbox');
    await closeTargets();
    const before = await stateOf(target);
    await expect(restoreBackup({ file: backupFile, key: KEY, ...target, force: false })).rejects.toThrow(/n’est pas vide.*--force/);
    expect(await stateOf(target)).toEqual(before);

    await restoreBackup({ file: backupFile, key: KEY, ...target, force: true });
    expect(await tableFingerprints(await openTarget(target))).toEqual(restored);
    await closeTargets();
  }, 120_000);

  it('refuses a backup made by a newer version (a migration this code does not know)', async () => {
    const work = temporaryDirectory('future');
    writeFileSync(path.join(work, 'dump'), 'pas une vraie base');
    const future = await writeBackupFile({
      target: path.join(work, 'future.backup'),
      key: KEY,
      databaseKind: isPostgres ? 'postgres' : 'pglite',
      databaseDump: path.join(work, 'dump'),
      uploadsDirectory: path.join(work, 'uploads'),
      dataDir: work,
      appVersion: '9.0.0',
      latestMigration: '9999_from_the_future',
      createdAt: new Date(),
    });
    const target = await emptyTarget('future-target');
    const before = await stateOf(target);
    await expect(restoreBackup({ file: future.path, key: KEY, ...target, force: true })).rejects.toThrow(/version plus récente de Parenthèse \(9\.0\.0, migration 9999_from_the_future\)/);
    expect(await stateOf(target)).toEqual(before);
  }, 60_000);

  it.runIf(isPostgres)(
    'refuses a PostgreSQL backup into PGlite',
    async () => {
      const target = { dataDir: temporaryDirectory('pglite-target'), databaseUrl: undefined };
      await expect(restoreBackup({ file: backupFile, key: KEY, ...target, force: true })).rejects.toThrow(/vient de PostgreSQL/);
      expect(directoryState(target.dataDir)).toEqual([]);
    },
    60_000,
  );

  // The other way needs a PostgreSQL server: run where TEST_DATABASE_URL is set (CI, the PostgreSQL project).
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'refuses a PGlite backup into PostgreSQL',
    async () => {
      const pgliteDir = temporaryDirectory('pglite-source');
      const connection = await connectDatabase({ dataDir: pgliteDir });
      cleanups.push(() => connection.close());
      const made = await makeBackup({ source: backupSourceOf(connection, undefined), dataDir: pgliteDir, settings: { key: KEY, directory: pgliteDir, keep: 1 } });
      const database = await createTemporaryDatabase(process.env.TEST_DATABASE_URL, 'parenthese_restore');
      cleanups.push(() => database.drop());
      const target = { dataDir: temporaryDirectory('postgres-target'), databaseUrl: database.url };
      const before = await stateOf(target);
      await expect(restoreBackup({ file: made.path, key: KEY, ...target, force: true })).rejects.toThrow(/vient de la base intégrée \(PGlite\)/);
      expect(await stateOf(target)).toEqual(before);
    },
    120_000,
  );
});
