import { TZDate } from '@date-fns/tz';
import type { Clock } from '../../lib/clock';
import type { FastifyBaseLogger } from 'fastify';
import { desc, eq, lt } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE, DATA_RETENTION_STEPS, type DataRetentionStep } from '@parenthese/shared';
import { dataRetentionRuns } from '../../db/schema';
import { dataRetentionJob } from './job-definitions';
import { DATA_RETENTION_BATCH_SIZE, daysBefore, RETENTION_STEP_FUNCTIONS, type RetentionStepContext } from './retention-steps';
import type { Database } from '../../db/client';
import type { Config } from '../../config';
import type { JobEngine } from '../../jobs/job-engine';
import type { WaitingList } from '../waiting-list/waiting-list';

/** Every night at 03:15, Paris: after the day's consultations, away from the 07:00 monthly reports. */
export const DATA_RETENTION_CRON = '15 3 * * *';
/** How long the job's own run rows are kept. */
export const DATA_RETENTION_RUN_DAYS = 90;

/** What a run may be given instead of the defaults (tests: a small batch, an interruption). */
export type DataRetentionOptions = {
  batchSize?: number;
  afterBatch?: RetentionStepContext['afterBatch'];
  /** Only these steps (all by default). */
  steps?: readonly DataRetentionStep[];
};

export type DataRetentionResult = { step: DataRetentionStep; erasedCount: number; error: string | null }[];

export type DataRetentionDeps = {
  db: Database;
  config: Pick<Config, 'retention' | 'temporaryPasswordLifetimeDays' | 'dataEncryptionKey'>;
  jobs: JobEngine;
  log: FastifyBaseLogger;
  waitingList: WaitingList;
  clock: Clock;
};

/**
 * The nightly retention job (issue 26, decision 0038). Each step runs on its own, batch by batch, and
 * writes one data_retention_runs row (started, finished, counted as each batch commits, error): a step
 * that fails leaves its row with the error, the others still run, and the job fails at the end so the
 * engine retries it; a rerun takes only what is left, since each step selects only rows not yet erased.
 */
export function createDataRetention(deps: DataRetentionDeps) {
  const { db, config, jobs, log, waitingList } = deps;
  async function runDataRetention(now = deps.clock.now(), options: DataRetentionOptions = {}): Promise<DataRetentionResult> {
    const startedClock = performance.now();
    // Measured from `now` (tests move it); the elapsed time is the real one.
    const at = () => new Date(now.getTime() + Math.floor(performance.now() - startedClock));
    await db.delete(dataRetentionRuns).where(lt(dataRetentionRuns.startedAt, daysBefore(now, DATA_RETENTION_RUN_DAYS)));
    const results: DataRetentionResult = [];
    for (const step of options.steps ?? DATA_RETENTION_STEPS) {
      const [run] = await db.insert(dataRetentionRuns).values({ step, startedAt: at() }).returning({ id: dataRetentionRuns.id });
      const context: RetentionStepContext = {
        db,
        now,
        periods: config.retention,
        temporaryPasswordLifetimeDays: config.temporaryPasswordLifetimeDays,
        dataEncryptionKey: config.dataEncryptionKey,
        waitingList,
        batchSize: options.batchSize ?? DATA_RETENTION_BATCH_SIZE,
        runId: run.id,
        afterBatch: options.afterBatch,
      };
      let error: string | null = null;
      try {
        await RETENTION_STEP_FUNCTIONS[step](context);
      } catch (caught) {
        // The message only: an error never quotes a row's content here (SQL errors carry no parameters in the message).
        error = caught instanceof Error ? caught.message.slice(0, 500) : String(caught);
        log.error({ err: caught, step }, 'Conservation des données : étape interrompue');
      }
      const [finished] = await db.update(dataRetentionRuns).set({ finishedAt: at(), error }).where(eq(dataRetentionRuns.id, run.id)).returning({ erasedCount: dataRetentionRuns.erasedCount });
      results.push({ step, erasedCount: finished.erasedCount, error });
    }
    return results;
  }

  jobs.work(dataRetentionJob, async () => {
    const failed = (await runDataRetention()).filter((result) => result.error !== null);
    if (failed.length > 0) throw new Error(`Conservation des données : ${failed.map((result) => result.step).join(', ')} en échec`);
  });
  jobs.schedule(dataRetentionJob, DATA_RETENTION_CRON, { tz: BUSINESS_TIME_ZONE });

  return { runDataRetention };
}
export type DataRetention = ReturnType<typeof createDataRetention>;

/** The last run row of each step (the newest start), for the maintenance card. */
export async function lastRetentionRuns(db: Database) {
  return db.selectDistinctOn([dataRetentionRuns.step]).from(dataRetentionRuns).orderBy(dataRetentionRuns.step, desc(dataRetentionRuns.startedAt));
}

/** The next 03:15 in Paris after `now` (DATA_RETENTION_CRON), daylight-saving days included. */
export function nextDataRetentionRunAt(now: Date): Date {
  const paris = new TZDate(now.getTime(), BUSINESS_TIME_ZONE);
  const next = new TZDate(paris.getFullYear(), paris.getMonth(), paris.getDate(), 3, 15, 0, BUSINESS_TIME_ZONE);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return new Date(next.getTime());
}
