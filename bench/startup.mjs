// Measures the time from `npm start` to a served page on the embedded database, and to the API's first
// answer (/api/health, which needs the database): cold (empty data directory: PGlite created, migrations,
// demo seed) and warm (existing data). Writes bench/results/startup.json.
// Prints the warm start against its budget (1.5 s to the first page) and exits 1 on a miss.
// Usage: npm run startup -w @parenthese/bench [-- runs]   (the web app and the API are built first, not timed)
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.argv[2] ?? 3);
const port = Number(process.env.BENCH_PORT ?? 3900);

spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });

/** Polls until the answer is accepted; false at the deadline. */
async function waitFor(pathname, isAccepted, deadline) {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}${pathname}`);
      if (response.ok && isAccepted(await response.text())) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
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
  const deadline = Date.now() + 120_000;
  const isServed = await waitFor('/', (body) => body.includes('<div id="root">'), deadline);
  const page = performance.now() - started;
  const isAnswering = isServed && (await waitFor('/api/health', () => true, deadline));
  const api = performance.now() - started;
  process.kill(-server.pid, 'SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  if (!isAnswering) throw new Error('the page or the API did not answer within 120 s');
  return { page, api };
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
const seconds = (value) => (value / 1000).toFixed(2);
const format = (values) => `median ${seconds(median(values))} s (runs: ${values.map(seconds).join(', ')})`;
const machine = `${os.cpus().length} cores, Node ${process.version}, load average ${os
  .loadavg()
  .map((value) => value.toFixed(1))
  .join(' ')}`;
console.log(`npm start → first page served, then the API's first answer; ${machine}`);
for (const [label, starts] of [
  ['cold (empty data directory)', cold],
  ['warm (existing data)       ', warm],
]) {
  console.log(`${label}: page ${format(starts.map((start) => start.page))}; API ${format(starts.map((start) => start.api))}`);
}
const summary = (starts) => ({
  pageMedianMs: Math.round(median(starts.map((start) => start.page))),
  apiMedianMs: Math.round(median(starts.map((start) => start.api))),
  runs: starts.map((start) => ({ page: Math.round(start.page), api: Math.round(start.api) })),
});
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/startup.json'), `${JSON.stringify({ date: new Date().toISOString(), machine, cold: summary(cold), warm: summary(warm) }, null, 2)}\n`);

// The budget: a warm `npm start` serves its first page within 1.5 s.
const WARM_PAGE_BUDGET_MS = 1500;
const warmPage = median(warm.map((start) => start.page));
const isMet = warmPage <= WARM_PAGE_BUDGET_MS;
console.log(`\n${isMet ? 'ok  ' : 'MISS'}  npm start warm: first page served   ${seconds(warmPage)} s   budget <= ${seconds(WARM_PAGE_BUDGET_MS)} s`);
process.exit(isMet ? 0 : 1);
