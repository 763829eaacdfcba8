import { afterEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { connectDatabase, type DatabaseConnection } from '../db/client';
import { readPgliteTemplate } from '../../test/support/database-templates';
import { createTemporaryDatabase } from '../../test/support/test-app';
import { defineJob, noPayload } from './job-definition';
import { createJobEngine, JOB_SCHEMA, type Job, type JobEngine } from './job-engine';
import { systemClock } from '../lib/clock';

const silentLog = { warn: vi.fn(), info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

/** A fresh database of the suite's kind (PGlite in memory from the migrated template, or a temporary PostgreSQL database). */
async function openDatabase(): Promise<DatabaseConnection> {
  const temporary = process.env.TEST_DB === 'postgres' ? await createTemporaryDatabase() : undefined;
  const connection = await connectDatabase({ databaseUrl: temporary?.url, dataDir: 'memory://', pgliteTemplate: readPgliteTemplate() });
  cleanups.push(async () => {
    await connection.close();
    await temporary?.drop();
  });
  return connection;
}

function engineOn(connection: DatabaseConnection): JobEngine {
  const engine = createJobEngine({ connection, pollingSeconds: 0, log: silentLog, clock: systemClock });
  cleanups.push(() => engine.stop());
  return engine;
}

// The suite's jobs, each defined once as the app's are.
const countJob = defineJob({ name: 'count', payload: z.object({ n: z.number() }) });
const flakyJob = defineJob({ name: 'flaky', payload: noPayload(), settings: { retryLimit: 2, retryDelaySeconds: 60 } });
const onceJob = defineJob({ name: 'once', payload: z.object({ n: z.number() }) });
const digestJob = defineJob({ name: 'digest', payload: z.object({ kind: z.enum(['daily', 'weekly']) }) });
const sweepJob = defineJob({ name: 'sweep', payload: z.object({ when: z.string() }) });
const keptJob = defineJob({ name: 'kept', payload: noPayload() });
// Its handler never settles: pg-boss's worker gives up on it after the job's expiry and then fails it on
// the test's closed database, an unhandled rejection in whichever test file this thread runs by then
// (seen 15 min on, in a slow run of the whole suite). Twelve hours (pg-boss allows at most 24) is beyond any run.
const longJob = defineJob({ name: 'long', payload: noPayload(), settings: { expireInSeconds: 12 * 60 * 60 } });

const jobState = async (connection: DatabaseConnection, id: string) =>
  (await connection.runSql(`SELECT state, retry_count, start_after > now() AS "isLater" FROM ${JOB_SCHEMA}.job WHERE id = $1`, [id])).rows[0];

describe('job engine', () => {
  it('inserts a job within the caller’s transaction: none when it rolls back, run once when it commits', async () => {
    const connection = await openDatabase();
    const engine = engineOn(connection);
    const runs: Job<{ n: number }>[] = [];
    engine.work(countJob, async (job) => {
      runs.push(job);
    });
    await engine.start();

    await expect(
      connection.db.transaction(async (tx) => {
        await engine.send(countJob, { n: 1 }, {}, tx);
        throw new Error('annulé');
      }),
    ).rejects.toThrow('annulé');
    const committed = await connection.db.transaction((tx) => engine.send(countJob, { n: 2 }, {}, tx));

    expect(await engine.runDue()).toBe(1);
    expect(runs.map((job) => job.data)).toEqual([{ n: 2 }]);
    expect(runs[0]).toMatchObject({ id: committed, name: 'count', retryCount: 0 });
    expect(await jobState(connection, committed!)).toMatchObject({ state: 'completed' });
    expect(await engine.runDue()).toBe(0);
  });

  it('retries a failing job later, with a growing delay, then marks it failed', async () => {
    const connection = await openDatabase();
    const engine = engineOn(connection);
    const attempts: number[] = [];
    engine.work(flakyJob, async (job) => {
      attempts.push(job.retryCount);
      throw new Error('serveur indisponible');
    });
    await engine.start();
    const id = (await engine.send(flakyJob, {}))!;

    expect(await engine.runDue()).toBe(1);
    // Not due again before its delay (at least 60 s): runDue leaves it.
    expect(await jobState(connection, id)).toMatchObject({ state: 'retry', isLater: true });
    expect(await engine.runDue()).toBe(0);
    const firstDelay = (await connection.runSql(`SELECT extract(epoch FROM start_after - now()) AS seconds FROM ${JOB_SCHEMA}.job WHERE id = $1`, [id])).rows[0];
    expect(Number(firstDelay.seconds)).toBeGreaterThan(55);
    expect(Number(firstDelay.seconds)).toBeLessThanOrEqual(120);

    // As if the delays had passed.
    expect(await engine.runDue({ ignoreStartAfter: true })).toBe(2);
    expect(attempts).toEqual([0, 1, 2]);
    expect(await jobState(connection, id)).toMatchObject({ state: 'failed', retry_count: 2 });
  });

  it('checks each payload against its definition: a wrong one fails typecheck, and throws at run time with nothing inserted', async () => {
    const connection = await openDatabase();
    const engine = engineOn(connection);
    engine.work(countJob, async () => {});
    engine.work(digestJob, async () => {});
    // The engine's own sends are checked when declared: at the app's build, not at their first run.
    expect(() => engine.schedule(digestJob, '0 18 * * *', { tz: 'Europe/Paris', data: { kind: 'hourly' } as never })).toThrow('Données invalides pour le travail digest');
    expect(() => engine.sendAtStart(countJob, { data: {} as never })).toThrow('Données invalides pour le travail count');
    await engine.start();

    // @ts-expect-error n is a number: the payload's type comes from the definition.
    await expect(engine.send(countJob, { n: 'un' })).rejects.toThrow('Données invalides pour le travail count');
    await expect(connection.db.transaction((tx) => engine.send(countJob, { m: 1 } as never, {}, tx))).rejects.toThrow(/Données invalides pour le travail count :[\s\S]*n/);
    const { rows } = await connection.runSql(`SELECT count(*)::int AS jobs FROM ${JOB_SCHEMA}.job WHERE name IN ('count', 'digest')`, []);
    expect(rows).toEqual([{ jobs: 0 }]);
    // Another definition of a declared name is refused: only the declared one's schema is checked.
    await expect(engine.send(defineJob({ name: 'count', payload: z.object({}) }), {})).rejects.toThrow('déclarée par une autre définition');
  });

  it('fails for good, its handler never called, a stored job whose payload its schema refuses', async () => {
    const connection = await openDatabase();
    const log = { warn: vi.fn(), info: vi.fn(), error: vi.fn() };
    const engine = createJobEngine({ connection, pollingSeconds: 0, log: log as unknown as FastifyBaseLogger, clock: systemClock });
    cleanups.push(() => engine.stop());
    const seen: number[] = [];
    engine.work(countJob, async (job) => {
      seen.push(job.data.n);
    });
    await engine.start();
    const good = (await engine.send(countJob, { n: 1 }))!;
    const bad = (await engine.send(countJob, { n: 2 }))!;
    // As a job sent before its schema changed: its stored payload no longer fits.
    await connection.runSql(`UPDATE ${JOB_SCHEMA}.job SET data = '{"n": "deux"}'::jsonb WHERE id = $1`, [bad]);

    expect(await engine.runDue()).toBe(2);
    expect(seen).toEqual([1]);
    expect(await jobState(connection, good)).toMatchObject({ state: 'completed' });
    // Failed, not 'retry': its queue's 5 retries would each refuse it the same way.
    expect(await jobState(connection, bad)).toMatchObject({ state: 'failed', retry_count: 0 });
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ job: 'count', jobId: bad }), expect.stringContaining('failed without retry'));
    expect(await engine.runDue({ ignoreStartAfter: true })).toBe(0);
    expect(seen).toEqual([1]);
  });

  it('gives one job to one worker only, even when two engines fetch at once', async () => {
    const connection = await openDatabase();
    const runs: string[] = [];
    const engines = [engineOn(connection), engineOn(connection)];
    for (const [index, engine] of engines.entries()) {
      engine.work(onceJob, async (job) => {
        runs.push(`${index}:${job.data.n}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    }
    await Promise.all(engines.map((engine) => engine.start()));
    for (let n = 0; n < 20; n += 1) await engines[0].send(onceJob, { n });

    const counts = await Promise.all(engines.map((engine) => engine.runDue()));
    expect(counts[0] + counts[1]).toBe(20);
    expect(runs.map((run) => run.split(':')[1]).sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 20 }, (_, n) => String(n)));
  });

  it('refuses an unknown queue and a queue declared after the start, and stores the declared schedules', async () => {
    const connection = await openDatabase();
    const engine = engineOn(connection);
    engine.work(digestJob, async () => {});
    engine.schedule(digestJob, '0 18 * * *', { tz: 'Europe/Paris', data: { kind: 'daily' } });
    await engine.start();

    await expect(engine.send(defineJob({ name: 'nope', payload: noPayload() }), {})).rejects.toThrow('Aucune file de travaux nope.');
    expect(() => engine.work(defineJob({ name: 'late', payload: noPayload() }), async () => {})).toThrow(/avant le démarrage/);
    const { rows } = await connection.runSql(`SELECT name, cron, timezone, data FROM ${JOB_SCHEMA}.schedule`, []);
    expect(rows).toEqual([{ name: 'digest', cron: '0 18 * * *', timezone: 'Europe/Paris', data: { kind: 'daily' } }]);
    // A scheduled job can be run now, as if its time had come.
    expect(await engine.runDue({ includeScheduled: true })).toBe(1);
  });

  it('sends the jobs declared for its start at each start, at once or later on the database’s clock', async () => {
    const connection = await openDatabase();
    const runs: string[] = [];
    const startEngine = async () => {
      const engine = engineOn(connection);
      engine.work(sweepJob, async (job) => {
        runs.push(job.data.when);
      });
      engine.sendAtStart(sweepJob, { data: { when: 'now' } });
      engine.sendAtStart(sweepJob, { data: { when: 'later' }, startAfterSeconds: 40 });
      await engine.start();
      expect(() => engine.sendAtStart(sweepJob, { data: { when: 'again' } })).toThrow(/avant le démarrage/);
      return engine;
    };
    const first = await startEngine();
    expect(await first.runDue()).toBe(1);
    expect(runs).toEqual(['now']);
    const { rows } = await connection.runSql(`SELECT extract(epoch FROM start_after - created_on)::float AS seconds FROM ${JOB_SCHEMA}.job WHERE name = 'sweep' AND state = 'created'`, []);
    expect(rows).toHaveLength(1);
    expect(Number((rows[0] as { seconds: number }).seconds)).toBeCloseTo(40, 0);

    // A restart sends them again: one per start.
    const second = await startEngine();
    expect(await second.runDue({ ignoreStartAfter: true })).toBe(3);
    expect(runs.sort()).toEqual(['later', 'later', 'now', 'now']);
  });

  it('starts again on the same database, keeping waiting jobs; on PGlite a job left running by a stopped server runs again', async () => {
    const connection = await openDatabase();
    const first = engineOn(connection);
    first.work(keptJob, async () => {});
    await first.start();
    const waiting = await first.send(keptJob, {});
    const running = await first.send(keptJob, {});
    // As a process killed while running it would leave it.
    await connection.db.execute(sql.raw(`UPDATE ${JOB_SCHEMA}.job SET state = 'active', started_on = now() WHERE id = '${running}'`));

    const second = engineOn(connection);
    const seen: string[] = [];
    second.work(keptJob, async (job) => {
      seen.push(job.id);
    });
    await second.start();
    expect(await second.runDue({ ignoreStartAfter: connection.kind === 'pglite' })).toBeGreaterThanOrEqual(1);
    expect(seen).toContain(waiting);
    // On PostgreSQL another process may still run it: it waits for its expiry (15 min) instead.
    if (connection.kind === 'pglite') expect(seen).toContain(running);
    else expect(await jobState(connection, running!)).toMatchObject({ state: 'active' });
  });

  it('on stop, waits for a running job, then gives one still running after the grace back to its queue', async () => {
    const connection = await openDatabase();
    const engine = createJobEngine({ connection, pollingSeconds: 0.5, log: silentLog, clock: systemClock });
    cleanups.push(() => engine.stop());
    let started!: () => void;
    const isStarted = new Promise<void>((resolve) => (started = resolve));
    // Never finishes, as a long export caught by a deploy whose process then exits: its handler is left
    // pending (settling it after the database closes would make pg-boss complete it on a closed pool).
    engine.work(longJob, async () => {
      started();
      await new Promise<void>(() => {});
    });
    await engine.start();
    const id = await engine.send(longJob, {});
    await isStarted;

    const stoppedAt = Date.now();
    await engine.stop({ timeoutMs: 1_000 });
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(900);
    // Another process takes it again after its retry delay, instead of after the 15 min expiry.
    expect(await jobState(connection, id!)).toMatchObject({ state: 'retry' });
  });
});
