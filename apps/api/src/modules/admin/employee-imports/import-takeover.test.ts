import { fork } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { employeeImports, employees } from '../../../db/schema';
import { createAdmin, createCompany } from '../../../../test/support/factories';
import { bearerFor } from '../../../../test/support/meetings';
import { createTemporaryDatabase, createTestApp } from '../../../../test/support/test-app';
import { EMPLOYEE_IMPORT_TAKEOVER_JOB, IMPORT_CHUNK_SIZE } from './import-job';
import { IMPORT_LOST_AFTER_SECONDS } from './repository';

const workerScript = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../test/support/job-worker-process.ts');
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

const ROW_COUNT = 3000;
const rows = Array.from({ length: ROW_COUNT }, (_, index) => ({ firstName: `Prénom${index}`, lastName: 'Reprise', service: 'Atelier', job: 'Technicien', email: null }));

/**
 * A server process killed in the middle of an import (issue 34 item 29). On PostgreSQL only: there pg-boss
 * counts the killed job lost only at its expiry (15 minutes); PGlite's single process gives back, at its
 * restart, whatever was running, and cannot be read while the worker holds it.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('an import whose server was killed', () => {
  it('is taken over by the minute sweep once its heartbeat stopped for a minute, and ends with every row created once', { timeout: 240_000 }, async () => {
    const database = await createTemporaryDatabase();
    cleanups.push(() => database.drop());
    const testApp = await createTestApp({}, { database: { url: database.url } });
    cleanups.push(() => testApp.close());
    const company = await createCompany(testApp.db, { employeeAmountMax: 1 });
    const authorization = await bearerFor(testApp, await createAdmin(testApp.db, { adminRole: 'SITE' }));
    const started = await testApp.app.inject({ method: 'POST', url: `/api/admin/companies/${company.id}/employee-imports`, headers: { authorization }, payload: { rows } });
    expect(started.statusCode).toBe(202);
    const importId: string = started.json().importId;
    const progress = async () => (await testApp.app.inject({ method: 'GET', url: `/api/admin/companies/${company.id}/employee-imports/${importId}`, headers: { authorization } })).json();

    // A server process that polls takes the job; it is killed once its first chunks are committed.
    const worker = fork(workerScript, [], { execArgv: ['--import', 'tsx'], env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'silent' }, stdio: 'pipe' });
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

    // The restarted server's sweep leaves an import alone while its heartbeat is recent…
    await testApp.app.jobs.runDue({ includeScheduled: [EMPLOYEE_IMPORT_TAKEOVER_JOB] });
    expect(await progress()).toMatchObject({ status: 'RUNNING', createdCount: killed.createdCount, isResuming: false });

    // …and takes it over once the heartbeat is a minute old: the page says it is resuming.
    await testApp.db.execute(sql`UPDATE employee_imports SET heartbeat_at = heartbeat_at - make_interval(secs => ${IMPORT_LOST_AFTER_SECONDS + 1}) WHERE id = ${importId}`);
    expect(await progress()).toMatchObject({ status: 'RUNNING', isResuming: true });
    expect(await testApp.app.employeeImports.takeOverLostImports()).toEqual([importId]);
    expect(await progress()).toMatchObject({ status: 'RUNNING', isResuming: true });
    // A second sweep does not take it twice.
    expect(await testApp.app.employeeImports.takeOverLostImports()).toEqual([]);

    // The job the takeover sent goes on from the last committed chunk, without waiting for the killed job's expiry.
    await testApp.app.jobs.runDue();
    expect(await progress()).toMatchObject({ status: 'COMPLETED', createdCount: ROW_COUNT, isResuming: false, isSummaryAvailable: true });
    const created = await testApp.db.select({ id: employees.userId }).from(employees).where(eq(employees.companyId, company.id));
    expect(created).toHaveLength(ROW_COUNT);
  });
});
