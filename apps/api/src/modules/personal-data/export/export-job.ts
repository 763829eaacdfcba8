import type { FastifyBaseLogger } from 'fastify';
import { DATA_EXPORT_LIFETIME_HOURS } from '@parenthese/shared';
import { encryptSecret } from '../../../lib/secret-box';
import { gatherPersonalData, personalDataPage } from './content';
import { dataExportJob } from './job-definitions';
import * as repository from './repository';
import type { Clock } from '../../../lib/clock';
import type { Database } from '../../../db/client';
import type { Config } from '../../../config';
import type { JobEngine } from '../../../jobs/job-engine';

const HOUR_MS = 60 * 60 * 1000;

export type DataExportJobDeps = { db: Database; config: Pick<Config, 'dataEncryptionKey'>; jobs: JobEngine; log: FastifyBaseLogger; clock: Clock };

/**
 * The `personal-data-export` job (issue 26): reads everything the platform holds about the employee,
 * writes it as JSON and as a readable page, both encrypted, and marks the export READY for
 * DATA_EXPORT_LIFETIME_HOURS. Idempotent: it locks the export and does nothing unless it is still
 * PREPARING, so a run again (retry, a job taken for lost) never writes it twice. The last failed run marks it FAILED.
 */
export function createDataExportJob(deps: DataExportJobDeps) {
  const clock = () => deps.clock.now();
  const { db, config, jobs, log } = deps;
  async function run(exportId: string): Promise<void> {
    await db.transaction(async (tx) => {
      const record = await repository.lockExport(tx, exportId);
      if (!record || record.status !== 'PREPARING') return;
      const readyAt = clock();
      const data = await gatherPersonalData(tx, record.userId, readyAt);
      const key = config.dataEncryptionKey;
      await repository.markReady(tx, exportId, {
        readyAt,
        expiresAt: new Date(readyAt.getTime() + DATA_EXPORT_LIFETIME_HOURS * HOUR_MS),
        jsonEncrypted: encryptSecret(key, JSON.stringify(data, null, 2)),
        htmlEncrypted: encryptSecret(key, personalDataPage(data)),
      });
    });
  }

  jobs.work(dataExportJob, async (job) => {
    try {
      await run(job.data.exportId);
    } catch (error) {
      // Its last try: the employee is told and may ask again.
      if (job.retryCount >= job.retryLimit) {
        log.warn({ err: error, exportId: job.data.exportId }, 'personal data export failed');
        await repository.markFailed(db, job.data.exportId);
        return;
      }
      throw error;
    }
  });

  return { run };
}

export type DataExportJob = ReturnType<typeof createDataExportJob>;
