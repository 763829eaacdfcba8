import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from './db/schema';
import { createEmployee } from '../test/support/factories';
import { startFakeSmtp } from '../test/support/fake-smtp';
import { startServerProcess, type ServerProcess } from '../test/support/server-process';
import { createTestApp, type TestApp } from '../test/support/test-app';
import { compiledEntry } from '../test/support/compiled-entries';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the server started with a configuration it refuses', () => {
  /** `src/main.ts` with only these variables (and PATH): none of this process's own. */
  function start(env: Record<string, string>) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parenthese-refused-'));
    const result = spawnSync(process.execPath, [compiledEntry('main')], { cwd: apiDir, env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env }, encoding: 'utf8', timeout: 60_000 });
    return { ...result, dataDir };
  }

  it('stops with its message alone (no stack trace), and generates no key, for each refusal', () => {
    // Never connected to: the configuration is refused first.
    const noKeys = start({ DATABASE_URL: 'postgres://127.0.0.1:1/absente' });
    expect(noKeys.status).toBe(1);
    expect(noKeys.stderr).toContain('avec DATABASE_URL, JWT_SECRET, DATA_ENCRYPTION_KEY doivent être donnés');
    expect(noKeys.stderr).toContain('Invalid configuration: with DATABASE_URL');
    expect(noKeys.stderr).not.toMatch(/\bat loadConfig\b/);
    expect(readdirSync(noKeys.dataDir)).toEqual([]);

    const workerOnPglite = start({ PROCESS_ROLE: 'worker' });
    expect(workerOnPglite.status).toBe(1);
    expect(workerOnPglite.stderr.trim().split('\n')).toEqual([
      'Configuration invalide : PROCESS_ROLE=worker demande DATABASE_URL (PostgreSQL) ; sans elle, le seul processus possède la base intégrée PGlite et fait tout (PROCESS_ROLE=all).',
      'Invalid configuration: PROCESS_ROLE=worker needs DATABASE_URL (PostgreSQL); without it one process owns the embedded PGlite database and does everything (PROCESS_ROLE=all).',
    ]);
    expect(readdirSync(workerOnPglite.dataDir)).toEqual([]);
  }, 90_000);
});

describe('an app built for PROCESS_ROLE=worker', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    // No API document on a worker: its answers are not checked against it.
    testApp = await createTestApp({ processRole: 'worker' }, { isContractChecked: false });
  });
  afterAll(async () => testApp?.close());

  it('declares every job queue and runs them, and answers only its health checks', async () => {
    expect((await testApp.services.jobs.queueFigures()).map((queue) => queue.name)).toEqual(expect.arrayContaining(['mail-delivery', 'employee-import-takeover']));
    expect(await testApp.services.jobs.runDue({ includeScheduled: true })).toBeGreaterThan(0);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    const signIn = await testApp.app.inject({ method: 'POST', url: '/api/token/create', payload: { login: 'x', password: 'y' } });
    expect(signIn.statusCode).toBe(404);
    expect(signIn.json()).toEqual({ code: 'NOT_FOUND', message: 'Ressource introuvable.' });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
  });
});

/**
 * PROCESS_ROLE (decision 0070), as an operator runs it on PostgreSQL: a web process serves the API and
 * queues jobs but runs none; a worker serves only the health checks and runs the jobs.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('PROCESS_ROLE web and worker (PostgreSQL)', () => {
  let testApp: TestApp;
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  let web: ServerProcess | undefined;
  let worker: ServerProcess | undefined;

  beforeAll(async () => {
    testApp = await createTestApp();
    smtp = await startFakeSmtp();
    // A web role may still be a cluster (WEB_CONCURRENCY, decision 0012): none of its processes runs jobs.
    web = await startServerProcess(testApp.databaseUrl!, { PROCESS_ROLE: 'web', WEB_CONCURRENCY: '2', SMTP_URL: smtp.url });
  }, 70_000);

  afterAll(async () => {
    await web?.stop();
    await worker?.stop();
    await testApp?.close();
    await smtp?.close();
  });

  it('web queues the mail of a request and sends nothing; the worker, started later, sends it', async () => {
    const account = await createEmployee(testApp.db);
    const response = await fetch(`http://127.0.0.1:${web!.port}/api/account/password/reset/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mail: account.email, id: '' }),
    });
    expect(response.status).toBe(200);
    // Said once both processes listen, which may follow the first one's readiness by a moment.
    for (const deadline = Date.now() + 30_000; !web!.output().includes('2 processus') && Date.now() < deadline;) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(web!.output()).toContain('2 processus, rôle web : sans travaux de fond');
    // Several of the web process's polling intervals (0.5 s if it polled): nothing leaves.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(smtp.received).toHaveLength(0);
    expect((await testApp.db.select().from(mailOutbox)).map((row) => row.status)).toEqual(['PENDING']);

    worker = await startServerProcess(testApp.databaseUrl!, { PROCESS_ROLE: 'worker', SMTP_URL: smtp.url });
    // The SMTP server has the mail a moment before the worker marks its row SENT (CI failed on that gap): wait for both.
    const outboxStatuses = async () => (await testApp.db.select().from(mailOutbox)).map((row) => row.status);
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
      if (smtp.received.length > 0 && (await outboxStatuses()).every((status) => status === 'SENT')) break;
    }
    expect(smtp.received.map((mail) => mail.to)).toEqual([[account.email]]);
    expect(await outboxStatuses()).toEqual(['SENT']);
  }, 70_000);

  it('the worker answers its health checks and nothing else', async () => {
    const base = `http://127.0.0.1:${worker!.port}`;
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect(await (await fetch(`${base}/api/health/ready`)).json()).toEqual({ status: 'ok', database: 'postgres' });
    const signIn = await fetch(`${base}/api/token/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'x', password: 'y' }) });
    expect(signIn.status).toBe(404);
    expect((await fetch(`${base}/api/account/password/reset/request`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${base}/`)).status).toBe(404);
  });
});
