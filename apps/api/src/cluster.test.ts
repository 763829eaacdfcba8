import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { GLOBAL_API_LIMIT_PER_MINUTE } from './app';
import { loadConfig } from './config';
import { mailOutbox } from './db/schema';
import { createEmployee } from '../test/support/factories';
import { startFakeSmtp } from '../test/support/fake-smtp';
import { createTestApp, type TestApp } from '../test/support/test-app';
import { freePort } from '../test/support/server-process';
import { compiledEntry } from '../test/support/compiled-entries';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** One request on its own connection, so the cluster hands each to the next worker in turn. */
function getOnNewConnection(port: number, url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: url, agent: false, headers: { connection: 'close' } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    request.on('error', reject);
  });
}

describe('WEB_CONCURRENCY', () => {
  const read = (environment: Record<string, string>) => loadConfig({ dataDir: 'memory://', jwtSecret: new Uint8Array(32), dataEncryptionKey: Buffer.alloc(32) }, environment).webConcurrency;

  it('is one process by default, the number asked on PostgreSQL, and always one on PGlite', () => {
    expect(read({})).toBe(1);
    expect(read({ DATABASE_URL: 'postgres://localhost/x' })).toBe(1);
    expect(read({ DATABASE_URL: 'postgres://localhost/x', WEB_CONCURRENCY: '2' })).toBe(2);
    // PGlite's one process owns the embedded database.
    expect(read({ WEB_CONCURRENCY: '4' })).toBe(1);
    expect(() => read({ DATABASE_URL: 'postgres://localhost/x', WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
  });
});

/**
 * The server as `npm start` runs it on PostgreSQL, in a cluster of two processes
 * (docs/decisions/0012-api-cluster-and-rate-limits.md): the rate limits are counted once for the
 * whole cluster (not once per process), every process runs the job engine without a job running
 * twice (decision 0017), and SIGTERM stops every process.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('API cluster (PostgreSQL)', () => {
  let testApp: TestApp;
  let server: ChildProcess;
  let port: number;
  let metricsPort: number;
  let output = '';
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

  beforeAll(async () => {
    testApp = await createTestApp();
    smtp = await startFakeSmtp();
    port = await freePort();
    metricsPort = await freePort();
    server = spawn(process.execPath, [compiledEntry('main')], {
      cwd: apiDir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: testApp.databaseUrl,
        WEB_CONCURRENCY: '2',
        REDIS_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DEMO_SEED: 'false',
        LOG_LEVEL: 'warn',
        SMTP_URL: smtp.url,
        JOB_POLLING_SECONDS: '0.5',
        JWT_SECRET: 'cluster-test-secret-that-is-long-enough-0123456789',
        DATA_ENCRYPTION_KEY: '0'.repeat(64),
        METRICS_PORT: String(metricsPort),
        DATA_DIR: path.join(os.tmpdir(), `parenthese-cluster-test-${port}`),
      },
    });
    server.stdout!.on('data', (chunk) => (output += String(chunk)));
    server.stderr!.on('data', (chunk) => (output += String(chunk)));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`le serveur n'a pas démarré : ${output}`)), 50_000);
      server.stdout!.on('data', () => {
        if (output.includes('2 processus')) {
          clearTimeout(timer);
          resolve();
        }
      });
      server.on('exit', () => reject(new Error(`le serveur s'est arrêté : ${output}`)));
    });
  }, 60_000);

  afterAll(async () => {
    if (server.exitCode === null && server.signalCode === null) process.kill(-server.pid!, 'SIGKILL');
    await testApp?.close();
    await smtp?.close();
  });

  it('counts the global limit once for all its processes', async () => {
    const remaining: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      const response = await getOnNewConnection(port, '/api/health');
      expect(response.status).toBe(200);
      remaining.push(Number(response.headers['x-ratelimit-remaining']));
    }
    // Counted per process, the two processes would each start again from the top (599, 599, 598, 598...).
    expect(remaining).toEqual(Array.from({ length: 12 }, (_, index) => GLOBAL_API_LIMIT_PER_MINUTE - 1 - index));
  });

  it('delivers the mails its processes write through the jobs they all run, each once', async () => {
    const accounts = await Promise.all(Array.from({ length: 6 }, () => createEmployee(testApp.db)));
    for (const account of accounts) {
      const response = await fetch(`http://127.0.0.1:${port}/api/account/password/reset/request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', connection: 'close' },
        body: JSON.stringify({ mail: account.email, id: '' }),
      });
      expect(response.status).toBe(200);
    }
    // Each row turns SENT a moment after the SMTP server has its mail: wait for both.
    const allSent = async () => (await testApp.db.select().from(mailOutbox)).every((row) => row.status === 'SENT');
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
      if (smtp.received.length >= accounts.length && (await allSent())) break;
    }
    // A moment more: a mail sent twice would arrive now.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const rows = await testApp.db.select().from(mailOutbox);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(accounts.map(() => ['SENT', 1]));
    expect(smtp.received.map((mail) => mail.messageId).sort()).toEqual(rows.map((row) => `<${row.id}@parenthese.fr>`).sort());
  });

  it('answers METRICS_PORT for the whole cluster: every process’s requests counted once, the database’s figures not summed', async () => {
    const scrape = async () => {
      const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(response.status).toBe(200);
      return parsePrometheusTextFormat((await response.text()).replace(/^# (HELP|TYPE) .*\n/gm, ''));
    };
    const healthRequests = (families: ReturnType<typeof parsePrometheusTextFormat>) =>
      families
        .find((family) => family.name === 'parenthese_http_request_duration_seconds_count')
        ?.metrics.filter((sample) => sample.labels?.route === '/api/health')
        .reduce((total, sample) => total + Number(sample.value), 0) ?? 0;
    const before = healthRequests(await scrape());
    // Each on its own connection: the cluster hands them to its two processes in turn.
    for (let index = 0; index < 10; index += 1) expect((await getOnNewConnection(port, '/api/health')).status).toBe(200);
    const families = await scrape();
    expect(healthRequests(families) - before).toBe(10);
    // One mail given up: each process reads 1 from the database; summed it would read 2.
    await testApp.db.insert(mailOutbox).values({ kind: 'test', fromAddress: 'a@parenthese.fr', toAddress: 'b@example.fr', subject: 'Échec', textBody: 'x', status: 'FAILED' });
    const failed = (await scrape()).find((family) => family.name === 'parenthese_outbox_failed');
    expect(Number(failed?.metrics[0]?.value)).toBe(1);
  });

  it('stops every process on SIGTERM, after their requests', async () => {
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
    process.kill(server.pid!, 'SIGTERM');
    expect(await exited).toBe(0);
    await expect(getOnNewConnection(port, '/api/health')).rejects.toThrow(/ECONNREFUSED/);
  });
});
