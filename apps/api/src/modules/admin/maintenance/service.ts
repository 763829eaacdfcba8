import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DATA_RETENTION_STEP_LABELS, DATA_RETENTION_STEPS, type MaintenanceReport } from '@parenthese/shared';
import { migrationsFolder } from '../../../db/client';
import { countUnsentMails } from '../../outbox/repository';
import { lastRetentionRuns, nextDataRetentionRunAt } from '../../data-retention/data-retention-job';
import { retentionPeriodDays } from '../../data-retention/retention-steps';
import type { Services } from '../../services';

type Journal = { entries: { tag: string; when: number }[] };

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * The super-admin maintenance figures, all read live: database kind and version, migrations applied
 * (drizzle's own table; its rows carry the journal's timestamp, which names them), mails waiting or
 * failed, and the bytes of the uploaded files (in PostgreSQL, or on disk under DATA_DIR on PGlite).
 */
export function createMaintenanceService(deps: Pick<Services, 'config' | 'databaseBackups' | 'databaseKind' | 'db' | 'fileStorage' | 'clock'>) {
  async function migrations() {
    const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;
    const applied = rowsOf(await deps.db.execute(sql`select created_at from drizzle.__drizzle_migrations order by created_at`));
    const latestWhen = applied.length > 0 ? Number(applied[applied.length - 1].created_at) : undefined;
    return { applied: applied.length, latest: journal.entries.find((entry) => entry.when === latestWhen)?.tag ?? null };
  }

  /** Each retention step with its period and its last run: counts only, never what was erased. */
  async function dataRetention(): Promise<MaintenanceReport['dataRetention']> {
    const lastRuns = new Map((await lastRetentionRuns(deps.db)).map((run) => [run.step, run]));
    return {
      nextRunAt: nextDataRetentionRunAt(deps.clock.now()).toISOString(),
      steps: DATA_RETENTION_STEPS.map((step) => {
        const run = lastRuns.get(step);
        return {
          step,
          label: DATA_RETENTION_STEP_LABELS[step],
          periodDays: retentionPeriodDays(step, deps.config.retention, deps.config.temporaryPasswordLifetimeDays),
          lastRun: run
            ? { startedAt: run.startedAt.toISOString(), finishedAt: run.finishedAt ? run.finishedAt.toISOString() : null, erasedCount: run.erasedCount, isFailed: run.error !== null }
            : null,
        };
      }),
    };
  }

  return {
    async report(): Promise<MaintenanceReport> {
      const [version, migrationFigures, mails, uploadBytes, retention, lastBackup] = await Promise.all([
        deps.db.execute(sql`show server_version`).then((result) => String(rowsOf(result)[0]?.server_version ?? '')),
        migrations(),
        countUnsentMails(deps.db),
        // Where the files are: PostgreSQL's chunks, or the disk under DATA_DIR on PGlite.
        deps.fileStorage.totalBytes(),
        dataRetention(),
        deps.databaseBackups.last(),
      ]);
      return {
        database: { kind: deps.databaseKind === 'pglite' ? 'PGlite' : 'PostgreSQL', version },
        migrations: migrationFigures,
        mails,
        uploads: { bytes: uploadBytes },
        dataRetention: retention,
        backups: {
          isConfigured: deps.databaseBackups.isConfigured,
          last: lastBackup ? { createdAt: lastBackup.createdAt.toISOString(), bytes: lastBackup.bytes } : null,
          keep: deps.config.backup.keep,
        },
      };
    },
  };
}
