// Measures the time from `npm start` to a served page on the embedded database:
// cold (empty data directory: PGlite created, migrations, demo seed) and warm (existing data).
// Usage: npm run startup -w @parenthese/bench [-- runs]   (the web app and the API are built first, not timed)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.argv[2] ?? 3);
const port = Number(process.env.BENCH_PORT ?? 3900);

spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });

async function waitForPage(deadline) {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      if (response.ok && (await response.text()).includes('<div id="root">')) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

async function timeStart(dataDir) {
  const started = performance.now();
  const server = spawn('npm', ['start'], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  });
  const isServed = await waitForPage(Date.now() + 120_000);
  const elapsed = performance.now() - started;
  process.kill(-server.pid, 'SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  if (!isServed) throw new Error('the page was not served within 120 s');
  return elapsed;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const cold = [];
const warm = [];
for (let run = 0; run < runs; run += 1) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parenthese-bench-'));
  cold.push(await timeStart(dataDir));
  warm.push(await timeStart(dataDir));
  rmSync(dataDir, { recursive: true, force: true });
}
const format = (values) => `median ${(median(values) / 1000).toFixed(2)} s (runs: ${values.map((value) => (value / 1000).toFixed(2)).join(', ')})`;
console.log(`npm start → first page served, ${os.cpus().length} cores, Node ${process.version}`);
console.log(`cold (empty data directory): ${format(cold)}`);
console.log(`warm (existing data):        ${format(warm)}`);
