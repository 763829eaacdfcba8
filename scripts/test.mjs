// npm test: every Vitest suite (shared rules, API on PGlite — and on PostgreSQL when
// TEST_DATABASE_URL is set —, web components), then the end-to-end journeys in Chromium.
// Under CI (CI=true) both runners also write JSON reports in .ci-output/ for the summary line.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', shell: false }).status ?? 1;
const isCi = process.env.CI === 'true';

const vitestReporters = isCi ? ['--reporter=default', '--reporter=json', '--outputFile.json=.ci-output/vitest.json'] : [];
let status = run('npx', ['vitest', 'run', ...vitestReporters]);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  // The e2e workspace's test script: files in a random order, its seed printed to replay it (E2E_SEED).
  status = run('npm', ['test', '-w', '@parenthese/e2e']) || status;
} else {
  // A fresh machine may have no Chromium; the journeys need one (CI installs it).
  console.log(`\nParcours de bout en bout ignorés : Chromium introuvable (${chromium}). Installez le paquet Debian « chromium » ou définissez CHROMIUM_PATH.`);
}
process.exit(status);
