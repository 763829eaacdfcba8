import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_STOPPING } from './modules/health/routes';
import { childProcessEnv } from '../test/support/child-process-env';
import { connectDatabase } from './db/client';
import { postgresTemplateName, readPgliteTemplate } from '../test/support/database-templates';
import { createTemporaryDatabase } from '../test/support/test-app';
import { freePort } from '../test/support/server-process';
import { compiledEntry } from '../test/support/compiled-entries';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Server = { process: ChildProcess; port: number; output: () => string; exited: Promise<number | null> };
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

/**
 * The server as `npm start` runs it, with a short grace: on PGlite in a fresh DATA_DIR, or in the
 * PostgreSQL suite on a new database of that server (its pool is closed last).
 */
async function startServer(graceSeconds: number): Promise<Server> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'parenthese-shutdown-'));
  const database = process.env.TEST_DB === 'postgres' ? await createTemporaryDatabase(process.env.TEST_DATABASE_URL, 'parenthese_test', postgresTemplateName()) : undefined;
  // On PGlite the server finds its database already migrated (a copy of the template), as at a restart.
  if (!database) await (await connectDatabase({ dataDir, pgliteTemplate: readPgliteTemplate() })).close();
  let output = '';
  const child = spawn(process.execPath, [compiledEntry('main')], {
    cwd: apiDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: childProcessEnv({
      NODE_ENV: 'production',
      DATABASE_URL: database?.url ?? '',
      JWT_SECRET: 'shutdown-test-secret-that-is-long-enough-0123456789',
      DATA_ENCRYPTION_KEY: '07'.repeat(32),
      REDIS_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_SEED: 'false',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      SHUTDOWN_GRACE_SECONDS: String(graceSeconds),
    }),
  });
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`le serveur n'a pas démarré : ${output}`)), 60_000);
    child.stdout!.on('data', () => {
      if (output.includes('est prêt')) {
        clearTimeout(timer);
        resolve();
      }
    });
    void exited.then(() => reject(new Error(`le serveur s'est arrêté : ${output}`)));
  });
  return { process: child, port, output: () => output, exited };
}

/** A raw connection, so a test can leave a request half sent, as a slow client or an upload does. */
async function openConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = '';
  socket.on('data', (chunk) => (received += String(chunk)));
  const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => {});
  return {
    write: (text: string) => socket.write(text),
    /** Everything the server sent, once it has closed the connection. */
    answer: async () => {
      await ended;
      return received;
    },
  };
}

async function isRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

async function waitFor(condition: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 20_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`toujours pas : ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const signIn = JSON.stringify({ usermail: 'personne@example.com', password: 'pas-le-bon-mot-de-passe' });
const signInHead = `POST /api/token/create HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(signIn)}\r\n\r\n`;

/**
 * SIGTERM as a deploy sends it (issue 36): the process stops taking connections, answers readiness 503,
 * finishes the requests already on their way, and ends with 0; past SHUTDOWN_GRACE_SECONDS it cuts what
 * is left and ends with 1.
 */
describe('graceful shutdown', () => {
  it('finishes the requests in flight, answers readiness 503 while draining, and takes no new connection', async () => {
    const server = await startServer(20);
    // Half sent before the signal: a client's sign-in still uploading, and a load balancer's readiness check.
    const signInRequest = await openConnection(server.port);
    signInRequest.write(signInHead + signIn.slice(0, 10));
    const readinessCheck = await openConnection(server.port);
    readinessCheck.write('GET /api/health/ready HTTP/1.1\r\nHost: localhost\r\n');
    await new Promise((resolve) => setTimeout(resolve, 200));

    server.process.kill('SIGTERM');
    await waitFor(() => isRefused(server.port), 'les nouvelles connexions sont refusées');

    readinessCheck.write('\r\n');
    const readiness = await readinessCheck.answer();
    expect(readiness).toMatch(/^HTTP\/1\.1 503/);
    expect(readiness.toLowerCase()).toContain('connection: close');
    expect(readiness).toContain(SERVER_STOPPING);

    signInRequest.write(signIn.slice(10));
    const signInAnswer = await signInRequest.answer();
    // Answered as on any day (wrong credentials), not cut nor refused with a 503, and the connection
    // closed after it, so that a keep-alive client (a proxy) sends its next request to another instance.
    expect(signInAnswer).toMatch(/^HTTP\/1\.1 401/);
    expect(signInAnswer.toLowerCase()).toContain('connection: close');

    expect(await server.exited, server.output()).toBe(0);
  }, 120_000);

  it('cuts a request still unfinished after the grace, and ends anyway', async () => {
    const server = await startServer(1);
    const stalled = await openConnection(server.port);
    stalled.write(signInHead + signIn.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 200));

    server.process.kill('SIGTERM');
    // The connection is closed by the server without an answer; the process says it ran out of grace.
    expect(await stalled.answer()).toBe('');
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('délai de grâce dépassé');
  }, 120_000);
});
