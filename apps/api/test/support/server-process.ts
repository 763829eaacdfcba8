import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { childProcessEnv } from './child-process-env';
import { compiledEntry } from './compiled-entries';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The keys every server process of a test shares, as the operator gives them to every instance (decision 0070). */
export const SHARED_TEST_SECRETS = { JWT_SECRET: 'shared-test-secret-that-is-long-enough-0123456789', DATA_ENCRYPTION_KEY: '07'.repeat(32) };

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type ServerProcess = { port: number; child: ChildProcess; output: () => string; stop: () => Promise<void> };

/**
 * `src/main.ts` in a process of its own, as an operator starts it, on the PostgreSQL database
 * `databaseUrl` with the shared keys; answers once GET /api/health/ready does.
 */
export async function startServerProcess(databaseUrl: string, env: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [compiledEntry('main')], {
    cwd: apiDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: childProcessEnv({
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_SEED: 'false',
      LOG_LEVEL: 'warn',
      JOB_POLLING_SECONDS: '0.5',
      DATA_DIR: path.join(os.tmpdir(), `parenthese-server-process-${port}`),
      ...SHARED_TEST_SECRETS,
      ...env,
    }),
  });
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`le serveur s'est arrêté : ${output}`);
    if (Date.now() > deadline) {
      process.kill(-child.pid!, 'SIGKILL');
      throw new Error(`le serveur n'a pas démarré : ${output}`);
    }
    const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
