// npm test: every Vitest suite (shared rules, API on PGlite — and on PostgreSQL when
// TEST_DATABASE_URL is set —, web components), then the end-to-end journeys in Chromium.
// Under CI (CI=true) and with --timed (npm run test:timed) both runners also write JSON reports in
// .ci-output/; --timed then prints the 10 slowest files of each (issue 38: where the time goes).
// Each run ends with its durations and the machine's load average, which they depend on.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { formatSeconds, slowestJourneyFiles, slowestVitestFiles } from './test-reports.mjs';

const isTimed = process.argv.includes('--timed');
const writesReports = process.env.CI === 'true' || isTimed;
const vitestReport = '.ci-output/vitest.json';
const journeysReport = '.ci-output/e2e.json';

/** Runs a command and returns its exit status and its duration in seconds. */
function run(command, args, env = process.env) {
  const started = performance.now();
  const status = spawnSync(command, args, { stdio: 'inherit', shell: false, env }).status ?? 1;
  return { status, seconds: (performance.now() - started) / 1000 };
}
const loadAverage = () => os.loadavg()[0].toFixed(2);
const loadAtStart = loadAverage();
// No earlier run's report may stand for this one's.
if (writesReports) for (const report of [vitestReport, journeysReport]) rmSync(report, { force: true });

const vitestReporters = writesReports ? ['--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`] : [];
const vitest = run('npx', ['vitest', 'run', ...vitestReporters]);
let journeys;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  // The e2e workspace's test script: files in a random order, its seed printed to replay it (E2E_SEED).
  journeys = run('npm', ['test', '-w', '@parenthese/e2e'], writesReports ? { ...process.env, E2E_JSON_REPORT: 'true' } : process.env);
} else {
  // A fresh machine may have no Chromium; the journeys need one (CI installs it).
  console.log(`\nParcours de bout en bout ignorés : Chromium introuvable (${chromium}). Installez le paquet Debian « chromium » ou définissez CHROMIUM_PATH.`);
}

if (isTimed) {
  const print = (title, files) => {
    console.log(title);
    for (const file of files) console.log(`  ${formatSeconds(file.seconds)}  ${file.name}`);
  };
  if (existsSync(vitestReport)) print('\nFichiers Vitest les plus lents :', slowestVitestFiles(JSON.parse(readFileSync(vitestReport, 'utf8')), 10));
  if (journeys && existsSync(journeysReport)) print('Parcours les plus longs (durée de leurs tests, additionnée) :', slowestJourneyFiles(JSON.parse(readFileSync(journeysReport, 'utf8')), 10));
}
console.log(`\nDurées : Vitest ${vitest.seconds.toFixed(0)} s${journeys ? `, parcours ${journeys.seconds.toFixed(0)} s` : ''}, total ${(vitest.seconds + (journeys?.seconds ?? 0)).toFixed(0)} s`);
console.log(`Charge moyenne (1 min) : ${loadAtStart} au départ, ${loadAverage()} à la fin, sur ${os.availableParallelism()} cœurs`);
process.exit(vitest.status || journeys?.status || 0);
