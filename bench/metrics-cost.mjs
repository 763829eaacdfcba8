// npm run metrics-cost -w @parenthese/bench [-- --rounds 3 --duration 10 --database postgres] (tsx: it imports the app's metrics module)
// Issue 36: what the Prometheus metrics (decision 0068) cost the health and booking routes. Runs
// bench/run.mjs (`--only health,booking`) alternately without metrics and with METRICS_TOKEN set (the
// per-request observation then runs on every answer), the order swapped each round so that neither side
// always runs on a warmer machine, over the scale data of `seed-scale`. Prints, per scenario, the median
// req/s and the server's CPU time per request of each side and their ratio; the CPU time is read from
// /proc and barely moved by whatever else runs on the machine, req/s is. It also times the observation
// itself in this process (CPU time of 200,000 calls of the app's own hook), the figure least moved by a
// busy machine, and states it as a share of each route's server CPU per request without metrics.
// Writes bench/results/metrics-cost.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { createMetrics } from '../apps/api/src/modules/metrics/metrics.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    database: { type: 'string', default: 'postgres' },
  },
});
const rounds = Number(options.rounds);
const SCENARIOS = ['health', 'booking'];
const METRICS_TOKEN = 'metrics-cost-bench-token-0123456789abcdef';

function runBench(withMetrics) {
  const run = spawnSync(process.execPath, [path.join(root, 'bench/run.mjs'), '--only', SCENARIOS.join(','), '--duration', options.duration, '--database', options.database], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, METRICS_TOKEN: withMetrics ? METRICS_TOKEN : '' },
  });
  if (run.status !== 0) throw new Error(`bench/run.mjs a échoué (code ${run.status})`);
  return JSON.parse(readFileSync(path.join(root, 'bench/results/latest.json'), 'utf8')).results;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** CPU microseconds one request's observation costs (the onResponse hook's call), over `calls` calls. */
function observationMicroseconds(calls = 200_000) {
  const served = createMetrics().serve({ db: undefined, jobs: { queueFigures: async () => [] }, poolUsage: undefined });
  const routes = ['/api/health', '/api/employee-service/meeting/create', '/api/employee-service/meeting/find', '/api/employee-service/meeting/load'];
  for (let index = 0; index < 10_000; index += 1) served.observeRequest({ method: 'GET', route: routes[index % 4], status: 200, seconds: 0.002 });
  const before = process.cpuUsage();
  for (let index = 0; index < calls; index += 1) served.observeRequest({ method: 'POST', route: routes[index % 4], status: 200, seconds: 0.002 });
  const used = process.cpuUsage(before);
  return (used.user + used.system) / calls;
}
const observationCostMicroseconds = Number(observationMicroseconds().toFixed(2));
console.log(`One request's observation: ${observationCostMicroseconds} µs of CPU`);

const samples = { off: [], on: [] };
for (let round = 0; round < rounds; round += 1) {
  const order = round % 2 === 0 ? ['off', 'on'] : ['on', 'off'];
  for (const side of order) {
    console.log(`\n=== round ${round + 1}/${rounds}, metrics ${side} ===`);
    samples[side].push(runBench(side === 'on'));
  }
}

const summary = SCENARIOS.map((name) => {
  const of = (side, read) => median(samples[side].map((results) => read(results.find((entry) => entry.name === name))));
  const requestsPerSecond = { off: of('off', (entry) => entry.requestsPerSecond), on: of('on', (entry) => entry.requestsPerSecond) };
  const serverCpuMs = { off: of('off', (entry) => entry.cpuMillisecondsPerRequest.server), on: of('on', (entry) => entry.cpuMillisecondsPerRequest.server) };
  return {
    name,
    requestsPerSecond,
    throughputLossPercent: Number((100 * (1 - requestsPerSecond.on / requestsPerSecond.off)).toFixed(1)),
    serverCpuMs,
    serverCpuIncreasePercent: Number((100 * (serverCpuMs.on / serverCpuMs.off - 1)).toFixed(1)),
    observationShareOfServerCpuPercent: Number((100 * (observationCostMicroseconds / 1000 / serverCpuMs.off)).toFixed(1)),
  };
});

console.log('\n| scenario | req/s without | req/s with | throughput lost | server CPU ms/request without | with | CPU added | observation alone, share of CPU without |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const entry of summary) {
  console.log(
    `| ${entry.name} | ${entry.requestsPerSecond.off} | ${entry.requestsPerSecond.on} | ${entry.throughputLossPercent} % | ${entry.serverCpuMs.off} | ${entry.serverCpuMs.on} | ${entry.serverCpuIncreasePercent} % | ${entry.observationShareOfServerCpuPercent} % |`,
  );
}
const output = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, Node ${process.version}, load average ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`,
  rounds,
  duration: Number(options.duration),
  database: options.database,
  observationCostMicroseconds,
  summary,
};
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/metrics-cost.json'), `${JSON.stringify(output, null, 2)}\n`);
console.log('\nbench/results/metrics-cost.json written. Target (issue 36): at most 5 % of throughput lost.');
