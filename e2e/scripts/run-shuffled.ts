import { spawnSync } from 'node:child_process';
import { shuffledJourneyFiles } from './journey-order';

/**
 * Runs the journeys with their files in a random order, printing the seed (`npm test`, hence `npm run test:e2e` and CI), or
 * `E2E_SEED=1234 npm test` to run an order again. Other arguments go to `playwright test`.
 */
const seed = process.env.E2E_SEED ? Number(process.env.E2E_SEED) : Math.floor(Math.random() * 1_000_000);
console.log(`E2E_SEED=${seed}: ${shuffledJourneyFiles(seed).join(', ')}`);
const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, E2E_SEED: String(seed) } });
process.exit(run.status ?? 1);
