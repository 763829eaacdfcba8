import PgBoss from 'pg-boss';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock';
import type { DatabaseConnection, Executor } from '../db/client';
import type { JobDefinition, QueueSettings } from './job-definition';
import { jobSqlIn, jobSqlOn } from './sql-executors';

/** One job as its handler sees it. `retryCount` is 0 on the first run. */
export type Job<Data> = { id: string; name: string; data: Data; retryCount: number; retryLimit: number };
/** Throwing fails the run: the job is retried later (backoff) until its queue's retry limit. */
export type JobHandler<Data> = (job: Job<Data>) => Promise<void>;

/**
 * The payload of a job the engine sends itself (a schedule's, a start's): it may be left out when the
 * schema takes an empty object (the sweeps), and must be given otherwise.
 */
type DeclaredData<Payload> = Record<string, never> extends Payload ? { data?: Payload } : { data: Payload };

export type SendOptions = {
  /** Not before this time of the app's clock (services.clock): sent to pg-boss as a delay from the clock's now, which pg-boss counts on the database's clock. */
  startAfter?: Date;
  /** With a key, pg-boss's queue policy decides how many jobs of that key may wait or run. */
  singletonKey?: string;
};

/** Where pg-boss keeps its tables: beside the app's, in their own schema. */
export const JOB_SCHEMA = 'pgboss';
/** Jobs still running on stop are waited for this long, then given back to the queue (retried). */
const STOP_TIMEOUT_MS = 10_000;
/** Tries of a queue's creation raced by another process. */
const QUEUE_CREATION_TRIES = 5;
/** runDue's limit: jobs that keep sending jobs due at once would otherwise never let it return. */
const MAX_RUN_DUE_PASSES = 1_000;

/**
 * The background job engine (docs/decisions/0017-job-engine.md): pg-boss on the app's own database,
 * PostgreSQL or PGlite. Every process runs it: on PostgreSQL pg-boss hands each job to one worker
 * (FOR UPDATE SKIP LOCKED), so a cluster's workers share the queues safely.
 */
export function createJobEngine(deps: {
  connection: Pick<DatabaseConnection, 'kind' | 'runSql'>;
  /** Seconds between two polls of each queue; 0 polls never (tests run jobs with `runDue`). */
  pollingSeconds: number;
  log: FastifyBaseLogger;
  /** The product's time: a `startAfter` computed from it becomes a delay from its now (lib/clock.ts). */
  clock: Clock;
}) {
  const { connection, pollingSeconds, log, clock } = deps;
  const isPolling = pollingSeconds > 0;
  const boss = new PgBoss({
    db: jobSqlOn(connection.runSql),
    schema: JOB_SCHEMA,
    // Expiry of lost jobs, archiving, and the cron clock: timers only worth running with workers.
    supervise: isPolling,
    schedule: isPolling,
  });
  boss.on('error', (error: unknown) => log.warn({ err: error }, 'job engine error'));

  const queues = new Map<string, { definition: JobDefinition<unknown>; handler: JobHandler<never>; settings: QueueSettings }>();
  const schedules = new Map<string, { cron: string; data: object; tz: string }>();
  const startJobs: { name: string; data: object; startAfterSeconds: number }[] = [];
  let starting: Promise<void> | undefined;
  let stopping: Promise<void> | undefined;

  /** Runs a fetched batch one job at a time; successes are completed together at the end. */
  async function runBatch(name: string, jobs: PgBoss.JobWithMetadata<object>[]) {
    const queue = queues.get(name);
    if (!queue || jobs.length === 0) return;
    const done: string[] = [];
    // pg-boss picks the oldest jobs but hands them back in no particular order: oldest first here too.
    const oldestFirst = [...jobs].sort((a, b) => new Date(a.createdOn).getTime() - new Date(b.createdOn).getTime());
    for (const job of oldestFirst) {
      const payload = queue.definition.payload.safeParse(job.data);
      if (!payload.success) {
        await failForGood(name, job.id, payload.error);
        continue;
      }
      try {
        await queue.handler({ id: job.id, name, data: payload.data as never, retryCount: job.retryCount, retryLimit: job.retryLimit });
        done.push(job.id);
      } catch (error) {
        log.warn({ job: name, jobId: job.id, retryCount: job.retryCount, err: error }, 'job failed');
        await boss.fail(name, job.id, { message: error instanceof Error ? error.message.slice(0, 500) : 'échec' });
      }
    }
    // Completed only once the whole batch has run: a process killed mid-batch leaves the done ones
    // active too, so they run again after their expiry. Their handlers must see that the work is done.
    if (done.length > 0) await boss.complete(name, done);
  }

  /**
   * A stored payload its schema refuses (sent before the schema changed, or written by hand) would be
   * refused again at every retry: the job fails for good now, its handler never called. pg-boss's
   * fail() retries a job while its retry_count is below its retry_limit and has no option against
   * that, so the job's own retry_limit is first brought down to its retry_count: fail() then marks it
   * 'failed' (kept, and counted by the failed-jobs metric), not 'retry'. Killed between the two, the job
   * expires and pg-boss fails it for good the same way.
   */
  async function failForGood(name: string, id: string, error: z.ZodError) {
    // The issues name the fields and what was expected, never the values (zod 4 leaves the input out).
    log.error({ job: name, jobId: id, issues: error.issues }, 'job payload refused by its schema: failed without retry');
    await connection.runSql(`UPDATE ${JOB_SCHEMA}.job SET retry_limit = retry_count WHERE name = $1 AND id = $2`, [name, id]);
    await boss.fail(name, id, { message: `données invalides : ${z.prettifyError(error)}`.slice(0, 500) });
  }

  /** The payload as its schema gives it back; a clear error naming the job when it refuses it. */
  function parsePayload<Payload>(definition: JobDefinition<Payload>, data: unknown): Payload {
    const parsed = definition.payload.safeParse(data);
    if (!parsed.success) throw new Error(`Données invalides pour le travail ${definition.name} : ${z.prettifyError(parsed.error)}`);
    return parsed.data;
  }

  /** The queue of this definition, declared with work(). */
  function declaredQueue(definition: JobDefinition<unknown>) {
    const queue = queues.get(definition.name);
    if (!queue) throw new Error(`Aucune file de travaux ${definition.name}.`);
    // Two definitions of one name would each check their own schema: only the declared one is used.
    if (queue.definition !== definition) throw new Error(`La file de travaux ${definition.name} est déclarée par une autre définition.`);
    return queue;
  }

  async function startWorker(name: string, settings: QueueSettings) {
    // pg-boss would complete the whole batch after this callback: runBatch has settled each job already.
    // Known once work() answers; a batch fetched before that simply waits for the next poll.
    const worker: { id?: string } = {};
    worker.id = await boss.work<object>(name, { batchSize: settings.batchSize, pollingIntervalSeconds: pollingSeconds, includeMetadata: true }, async (jobs) => {
      await runBatch(name, jobs);
      // A full batch means more may be waiting: pg-boss fetches again at once instead of sleeping its
      // polling interval (5 mails every 2 s was the whole delivery rate of a busy minute, bench session 8).
      if (worker.id && jobs.length >= settings.batchSize) boss.notifyWorker(worker.id);
    });
  }

  async function createQueue(name: string, settings: QueueSettings) {
    const options = {
      name,
      policy: settings.policy,
      retryLimit: settings.retryLimit,
      retryDelay: settings.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: settings.expireInSeconds,
    };
    // Processes starting together on a new database (a cluster's workers) create the same queue at
    // once: pg-boss's creation (a partition attached to its job table) can then deadlock. The loser
    // waits a moment and finds the queue made, or tries again.
    for (let attempt = 1; !(await boss.getQueue(name)); attempt += 1) {
      try {
        await boss.createQueue(name, options);
      } catch (error) {
        if (attempt >= QUEUE_CREATION_TRIES) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
      }
    }
    // A queue made by an older version keeps its settings: the code's win.
    await boss.updateQueue(name, options);
  }

  /** The code's schedules replace the stored ones: one removed from the code stops. */
  async function applySchedules() {
    for (const { name } of await boss.getSchedules()) if (!schedules.has(name)) await boss.unschedule(name);
    for (const [name, { cron, data, tz }] of schedules) await boss.schedule(name, cron, data, { tz });
  }

  /**
   * PGlite has a single process: whatever is still active at start was running when the last one
   * stopped without finishing it (killed), so it goes back to the queue now rather than after its expiry.
   */
  async function releaseJobsOfDeadProcess() {
    const { rows } = await connection.runSql(`SELECT name, id FROM ${JOB_SCHEMA}.job WHERE state = 'active'`, []);
    const byQueue = new Map<string, string[]>();
    for (const row of rows as { name: string; id: string }[]) byQueue.set(row.name, [...(byQueue.get(row.name) ?? []), row.id]);
    for (const [name, ids] of byQueue) {
      for (const id of ids) await boss.fail(name, id, { message: 'interrompu : le serveur s’est arrêté pendant son exécution' });
    }
    if (rows.length > 0) log.warn({ count: rows.length }, 'jobs of a stopped server given back to their queues');
  }

  const engine = {
    /** Creates or updates pg-boss's tables, the queues, and starts polling. Once; later calls wait for the first. */
    start(): Promise<void> {
      starting ??= (async () => {
        await boss.start();
        for (const [name, { settings }] of queues) await createQueue(name, settings);
        await applySchedules();
        if (connection.kind === 'pglite') await releaseJobsOfDeadProcess();
        // A number of seconds is counted by pg-boss on the database's clock (now() + interval), as the
        // times the job looks at: no process clock is compared with the database's.
        for (const { name, data, startAfterSeconds } of startJobs) await boss.send(name, data, startAfterSeconds > 0 ? { startAfter: startAfterSeconds } : {});
        if (isPolling) for (const [name, { settings }] of queues) await startWorker(name, settings);
      })();
      return starting;
    },

    /**
     * Stops polling; running jobs get `timeoutMs` (10 s by default) to finish, then pg-boss fails them
     * back to their queue (retried by another process). Once: a later call waits for the first.
     */
    stop(options: { timeoutMs?: number } = {}): Promise<void> {
      stopping ??= (async () => {
        if (!starting) return;
        await starting.catch(() => {});
        await boss.stop({ graceful: true, close: false, wait: true, timeout: options.timeoutMs ?? STOP_TIMEOUT_MS });
      })();
      return stopping;
    },

    /**
     * Each declared queue's jobs waiting (created or to retry, due or not) and failed for good, read
     * from pg-boss's table (metrics, decision 0068). Only declared names: no label comes from a row.
     */
    async queueFigures(): Promise<{ name: string; waiting: number; failed: number }[]> {
      await engine.start();
      const { rows } = await connection.runSql(
        `SELECT name, count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS waiting, count(*) FILTER (WHERE state = 'failed')::int AS failed FROM ${JOB_SCHEMA}.job GROUP BY name`,
        [],
      );
      const byName = new Map(rows.map((row) => [String(row.name), row]));
      return [...queues.keys()].map((name) => ({ name, waiting: Number(byName.get(name)?.waiting ?? 0), failed: Number(byName.get(name)?.failed ?? 0) }));
    },

    /**
     * Declares the handler of the jobs of `definition`, whose queue takes the definition's settings
     * (before start: every process declares the same queues when the app is built). The handler gets
     * the payload as the definition's schema parsed it.
     */
    work<Payload>(definition: JobDefinition<Payload>, handler: JobHandler<NoInfer<Payload>>): void {
      const { name, settings } = definition;
      if (starting) throw new Error(`La file de travaux ${name} doit être déclarée avant le démarrage.`);
      if (queues.has(name)) throw new Error(`La file de travaux ${name} est déjà déclarée.`);
      queues.set(name, { definition: definition as JobDefinition<unknown>, handler: handler as JobHandler<never>, settings });
    },

    /**
     * Adds a job. Given the caller's transaction as `executor`, the job is inserted in it: it exists
     * if and only if the change that asks for it commits. Answers the job's id (null when a
     * singletonKey already has its job). A payload its schema refuses throws, and nothing is inserted.
     */
    async send<Payload>(definition: JobDefinition<Payload>, data: NoInfer<Payload>, options: SendOptions = {}, executor?: Executor): Promise<string | null> {
      declaredQueue(definition as JobDefinition<unknown>);
      const payload = parsePayload(definition, data);
      if (!starting) throw new Error('Le moteur de travaux n’est pas démarré.');
      await starting;
      // A date of the app's clock becomes seconds from its now: a clock set elsewhere than the real time (tests) does not make
      // the job run at the wrong real time, since pg-boss compares with the database's now().
      const { startAfter, ...rest } = options;
      const delay = startAfter ? { startAfter: Math.max(0, Math.ceil((startAfter.getTime() - clock.now().getTime()) / 1000)) } : {};
      return boss.send(definition.name, payload as object, { ...rest, ...delay, ...(executor ? { db: jobSqlIn(executor) } : {}) });
    },

    /**
     * Declares that a job of `definition`, with `options.data` (by default `{}`), is sent at each `cron`
     * time (5 fields, minutes first) on the clock of `options.tz`, once across all processes. Declared
     * with the queue, before start; pg-boss checks the schedules every 30 s, so a job starts within a
     * minute of its time.
     */
    schedule<Payload>(definition: JobDefinition<Payload>, cron: string, options: { tz: string } & DeclaredData<NoInfer<Payload>>): void {
      const { name } = definition;
      if (starting) throw new Error(`La planification de ${name} doit être déclarée avant le démarrage.`);
      declaredQueue(definition as JobDefinition<unknown>);
      const data = parsePayload(definition, (options as { data?: Payload }).data ?? {}) as object;
      schedules.set(name, { cron, data, tz: options.tz });
    },

    /**
     * Declares that a job of `definition`, with `options.data` (by default `{}`), is sent each time this
     * process's engine starts, due `startAfterSeconds` later (database time): work a restart must not
     * leave to the next cron time (decision 0056). Every process sends it at its start, so its handler
     * must bear several runs.
     */
    sendAtStart<Payload>(definition: JobDefinition<Payload>, options: { startAfterSeconds?: number } & DeclaredData<NoInfer<Payload>>): void {
      const { name } = definition;
      if (starting) throw new Error(`Le travail de démarrage ${name} doit être déclaré avant le démarrage.`);
      declaredQueue(definition as JobDefinition<unknown>);
      const data = parsePayload(definition, (options as { data?: Payload }).data ?? {}) as object;
      startJobs.push({ name, data, startAfterSeconds: options.startAfterSeconds ?? 0 });
    },

    /**
     * Runs every job due now, here and now, until none is left (tests, scripts). Lost jobs (active past
     * their expiry) are given back first. `includeScheduled` sends each scheduled job once first, as
     * if its time had come (true: all; a list of definitions: those); `ignoreStartAfter` also runs
     * jobs waiting for a later time (retries). Answers how many runs it made.
     */
    async runDue(options: { includeScheduled?: boolean | readonly Pick<JobDefinition<unknown>, 'name'>[]; ignoreStartAfter?: boolean } = {}): Promise<number> {
      await engine.start();
      await boss.expire();
      // true: every schedule fires now; a list: only those (a test of one schedule leaves the others alone).
      const included = options.includeScheduled;
      const isIncluded = (name: string) => included === true || (typeof included === 'object' && included.some((definition) => definition.name === name));
      for (const [name, { data }] of schedules) if (isIncluded(name)) await boss.send(name, data);
      let runs = 0;
      for (let pass = 0; pass < MAX_RUN_DUE_PASSES; pass += 1) {
        let fetched = 0;
        for (const [name, { settings }] of queues) {
          const fetchOptions = { batchSize: settings.batchSize, includeMetadata: true, ignoreStartAfter: options.ignoreStartAfter ?? false };
          const jobs = (await boss.fetch<object>(name, fetchOptions)) as PgBoss.JobWithMetadata<object>[];
          fetched += jobs.length;
          await runBatch(name, jobs);
        }
        if (fetched === 0) return runs;
        runs += fetched;
      }
      return runs;
    },
  };
  return engine;
}
export type JobEngine = ReturnType<typeof createJobEngine>;
