import type { FastifyBaseLogger } from 'fastify';
import { BUSINESS_TIME_ZONE } from '@parenthese/shared';
import type { DatabaseConnection } from '../../db/client';
import { listBackups, makeBackup, pruneBackups, type BackupSource } from './backups';
import { databaseBackupJob } from './job-definitions';
import type { Config } from '../../config';
import type { JobEngine } from '../../jobs/job-engine';

/** Every night at 02:30, Paris: before the 03:15 retention job, so a backup holds what it erases. */
export const DATABASE_BACKUP_CRON = '30 2 * * *';

/** The source a backup reads in this process: PGlite's open instance, or PostgreSQL's URL. */
export function backupSourceOf(connection: Pick<DatabaseConnection, 'kind' | 'runSql' | 'dumpDataDir' | 'databaseUrl'>, configuredUrl: string | undefined): BackupSource {
  if (connection.kind === 'pglite') {
    if (!connection.dumpDataDir) throw new Error('PGlite sans dumpDataDir');
    return { kind: 'pglite', dumpDataDir: connection.dumpDataDir, runSql: connection.runSql };
  }
  const databaseUrl = connection.databaseUrl ?? configuredUrl;
  if (!databaseUrl) throw new Error('PostgreSQL sans URL');
  return { kind: 'postgres', databaseUrl, runSql: connection.runSql };
}

export type DatabaseBackupsDeps = {
  config: Pick<Config, 'backup' | 'dataDir' | 'databaseUrl'>;
  jobs: JobEngine;
  log: FastifyBaseLogger;
  /** What a backup is made from: the open PGlite instance, or pg_dump on the database's address. */
  connection: Pick<DatabaseConnection, 'kind' | 'runSql' | 'dumpDataDir' | 'databaseUrl'>;
};

/**
 * The nightly `database-backup` job (decision 0069): one backup file in BACKUP_DIR, then only the
 * BACKUP_KEEP newest of ours are kept. Scheduled only when BACKUP_KEY is set. On PGlite it runs in the
 * server's process (the only one that may open the database) and dumps the open instance.
 */
export function createDatabaseBackups(deps: DatabaseBackupsDeps) {
  const { config, jobs, log, connection } = deps;
  const settings = config.backup;
  const isConfigured = settings.key !== undefined;

  const makeOne = () => makeBackup({ source: backupSourceOf(connection, config.databaseUrl), dataDir: config.dataDir, settings });

  async function backUpNow() {
    const made = await makeOne();
    const removed = await pruneBackups(settings.directory, settings.keep);
    log.info({ bytes: made.bytes, removed: removed.length }, 'database backup made');
    return made;
  }

  jobs.work(databaseBackupJob, async () => {
    // A job queued before the key was removed: nothing to encrypt with, nothing to do.
    if (!isConfigured) return;
    await backUpNow();
  });
  if (isConfigured) jobs.schedule(databaseBackupJob, DATABASE_BACKUP_CRON, { tz: BUSINESS_TIME_ZONE });

  return {
    isConfigured,
    /** The nightly run: one backup, then the oldest beyond BACKUP_KEEP deleted. */
    backUpNow,
    /** One backup, nothing deleted (`npm run backup` through the running server's socket). */
    makeOne,
    /** Queues a backup now (the maintenance card's button); at most one waits at a time. */
    queue: () => jobs.send(databaseBackupJob, {}, { singletonKey: databaseBackupJob.name }),
    /** The newest backup file in BACKUP_DIR, null when there is none. */
    async last() {
      return (await listBackups(settings.directory)).at(-1) ?? null;
    },
  };
}
export type DatabaseBackups = ReturnType<typeof createDatabaseBackups>;
