import { spawnSync } from 'node:child_process';

/**
 * Runs the journeys in a random order (`npm test`, hence `npm run test:e2e` and CI), printing the seed, or
 * `E2E_SEED=1234 npm test` to run an order again. Playwright's own `--shuffle` orders the tests of every file
 * together; other arguments go to `playwright test`.
 */
const seed = process.env.E2E_SEED ?? String(Math.floor(Math.random() * 1_000_000));
console.log(`E2E_SEED=${seed}`);
const run = spawnSync('npx', ['playwright', 'test', `--shuffle=${seed}`, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
