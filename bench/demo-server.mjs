// The one way the browser benches (lighthouse.mjs, slow-network.mjs) get a server: `npm start` (which builds
// the web app and the API when their sources changed) on a fresh PGlite data directory with the demo data,
// or a server already running at `existingOrigin`. Answers its origin once /api/health answers, and `stop()`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STARTUP_TIMEOUT_MS = 180_000;

async function waitForHealth(origin) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

/** `name` names the temporary data directory; `port` is used when no `existingOrigin` is given. */
export async function startDemoServer({ name, port, existingOrigin }) {
  const origin = existingOrigin ?? `http://127.0.0.1:${port}`;
  const dataDir = existingOrigin ? null : mkdtempSync(path.join(os.tmpdir(), `parenthese-${name}-`));
  const server = dataDir
    ? spawn('npm', ['start'], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        detached: true,
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_SEED: 'true' },
      })
    : null;
  const stop = () => {
    try {
      if (server) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  try {
    await waitForHealth(origin);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}
