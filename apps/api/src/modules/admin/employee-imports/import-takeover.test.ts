import { fork } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { employeeImports, employees } from '../../../db/schema';
import { JOB_SCHEMA } from '../../../jobs/job-engine';
import { createAdmin, createCompany } from '../../../../test/support/factories';
import { bearerFor } from '../../../../test/support/consultations';
import { childProcessEnv } from '../../../../test/support/child-process-env';
import { compiledEntry } from '../../../../test/support/compiled-entries';
import { createTemporaryDatabase, createTestApp } from '../../../../test/support/test-app';
import { IMPORT_CHUNK_SIZE } from './import-job';
import { employeeImportTakeoverJob } from './job-definitions';
import { IMPORT_LOST_AFTER_SECONDS } from './repository';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

const ROW_COUNT = 3000;
/** JOB_POLLING_SECONDS's default (config.ts): a due job waits at most this long for a server to fetch it. */
const DEFAULT_POLLING_SECONDS = 2;
const rows = Array.from({ length: ROW_COUNT }, (_, index) => ({ firstName: `Prénom${index}`, lastName: 'Reprise', service: 'Atelier', job: 'Technicien', email: null }));

/**
 * A server process killed in the middle of an import (issue 34 item 29). On PostgreSQL only: there pg-boss
 * counts the killed job lost only at its expiry (15 minutes); PGlite's single process gives back, at its
 * restart, whatever was running, and cannot be read while the worker holds it.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('an import whose server was killed', () => {
  it('is taken over by the restarted server within a minute of its restart, and ends with every row created once', { timeout: 240_000 }, async () => {
    const database = await createTemporaryDatabase();
    cleanups.push(() => database.drop());
    const testApp = await createTestApp({}, { database: { url: database.url } });
    cleanups.push(() => testApp.close());
    const company = await createCompany(testApp.db, { employeeAmountMax: 1 });
    const authorization = await bearerFor(testApp, await createAdmin(testApp.db, { adminRole: 'SITE' }));
    const started = await testApp.app.inject({ method: 'POST', url: `/api/admin/companies/${company.id}/employee-imports`, headers: { authorization }, payload: { rows } });
    expect(started.statusCode).toBe(202);
    const importId: string = started.json().importId;
    const databaseNow = async () => (await testApp.db.execute<{ now: string }>(sql`SELECT now()::text AS now`)).rows[0].now;
    // The takeover sweeps sent since `since` that wait for a later time, with their time seen from a few places.
    const waitingSweeps = async (since: string) =>
      (
        await testApp.db.execute<{ secondsAfterRestart: number; secondsAfterHeartbeat: number; secondsFromNow: number }>(sql`
          SELECT extract(epoch FROM job.start_after - job.created_on)::float AS "secondsAfterRestart",
                 extract(epoch FROM job.start_after - import.heartbeat_at)::float AS "secondsAfterHeartbeat",
                 greatest(extract(epoch FROM job.start_after - now()), 0)::float AS "secondsFromNow"
          FROM ${sql.raw(JOB_SCHEMA)}.job job, employee_imports import
          WHERE job.name = ${employeeImportTakeoverJob.name} AND job.state = 'created' AND job.created_on >= ${since}::timestamptz AND import.id = ${importId}`)
      ).rows;
    const progress = async () => (await testApp.app.inject({ method: 'GET', url: `/api/admin/companies/${company.id}/employee-imports/${importId}`, headers: { authorization } })).json();

    // A server process that polls takes the job; it is killed once its first chunks are committed.
    const worker = fork(compiledEntry('job-worker-process'), [], { env: childProcessEnv({ DATABASE_URL: database.url, LOG_LEVEL: 'silent' }), stdio: 'pipe' });
    let output = '';
    worker.stdout?.on('data', (chunk) => (output += chunk));
    worker.stderr?.on('data', (chunk) => (output += chunk));
    cleanups.push(() => void worker.kill('SIGKILL'));
    const exited = once(worker, 'exit');
    let isExited = false;
    void exited.then(() => (isExited = true));
    for (;;) {
      if (isExited) throw new Error(`le processus s'est arrêté : ${output}`);
      const [row] = await testApp.db.select({ createdCount: employeeImports.createdCount }).from(employeeImports).where(eq(employeeImports.id, importId));
      if (row.createdCount >= IMPORT_CHUNK_SIZE) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    worker.kill('SIGKILL');
    await exited;

    const killed = await progress();
    expect(killed).toMatchObject({ status: 'RUNNING', isResuming: false });
    expect(killed.createdCount).toBeGreaterThanOrEqual(IMPORT_CHUNK_SIZE);
    expect(killed.createdCount).toBeLessThan(ROW_COUNT);

    // The server restarts (on the database's clock, the times the sweeps compare). Its sweeps are timed from
    // its engine's start (the row of each sweep it sends), not from this test's clock: a start slowed by a
    // loaded machine must not look like a late sweep.
    const restartedAt = await databaseNow();
    const restarted = await createTestApp({}, { database: { url: database.url } });
    cleanups.push(() => restarted.close());
    // The killed server's last beat, as if it died the moment before this restart however long the start
    // took here: the case where telling a lost server from a slow chunk matters.
    await testApp.db.execute(sql`
      UPDATE employee_imports SET heartbeat_at = (
        SELECT min(job.created_on) - interval '1 second' FROM ${sql.raw(JOB_SCHEMA)}.job job
        WHERE job.name = ${employeeImportTakeoverJob.name} AND job.created_on >= ${restartedAt}::timestamptz)
      WHERE id = ${importId}`);

    // Its start's first sweep runs at once and leaves the import alone: its heartbeat is too recent to tell
    // a lost server from a slow chunk.
    await restarted.services.jobs.runDue();
    expect(await progress()).toMatchObject({ status: 'RUNNING', createdCount: killed.createdCount, isResuming: false });

    // Its second sweep waits: due once the killed server's last heartbeat is IMPORT_LOST_AFTER_SECONDS old,
    // and early enough that a server polling every JOB_POLLING_SECONDS (2 by default) runs it within the minute.
    const sweeps = await waitingSweeps(restartedAt);
    expect(sweeps).toHaveLength(1);
    const [sweep] = sweeps;
    expect(sweep.secondsAfterRestart + DEFAULT_POLLING_SECONDS).toBeLessThanOrEqual(60);
    expect(sweep.secondsAfterHeartbeat).toBeGreaterThan(IMPORT_LOST_AFTER_SECONDS);

    // The clock moves on to that time: the waiting jobs become due and the heartbeat ages as much.
    await testApp.db.execute(sql`UPDATE employee_imports SET heartbeat_at = heartbeat_at - make_interval(secs => ${sweep.secondsFromNow}) WHERE id = ${importId}`);
    await testApp.db.execute(sql`UPDATE ${sql.raw(JOB_SCHEMA)}.job SET start_after = start_after - make_interval(secs => ${sweep.secondsFromNow}) WHERE state IN ('created', 'retry')`);
    expect(await progress()).toMatchObject({ status: 'RUNNING', isResuming: true });

    // The restarted server's sweep takes it over, and the run it sends goes on from the last committed
    // chunk, without waiting for the killed job's expiry.
    await restarted.services.jobs.runDue();
    expect(await progress()).toMatchObject({ status: 'COMPLETED', createdCount: ROW_COUNT, isResuming: false, isSummaryAvailable: true });
    const [record] = await testApp.db.select({ resumedAt: employeeImports.resumedAt }).from(employeeImports).where(eq(employeeImports.id, importId));
    expect(record.resumedAt).not.toBeNull();
    const created = await testApp.db.select({ id: employees.userId }).from(employees).where(eq(employees.companyId, company.id));
    expect(created).toHaveLength(ROW_COUNT);
  });
});
