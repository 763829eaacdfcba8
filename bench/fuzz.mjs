// The API fuzz suite with more cases than `npm test` runs: node fuzz.mjs [requests] [seed]
// (defaults: 100000 requests, a seed from the clock, printed so a failure can be replayed).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.argv[2] ?? 100_000);
const seed = Number(process.argv[3] ?? Date.now() % 2_147_483_647);
console.log(`Fuzz : ${runs} requêtes, graine ${seed} (rejouer : node bench/fuzz.mjs ${runs} ${seed})`);
const started = Date.now();
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', 'apps/api/test/fuzz'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: String(runs), FUZZ_SEED: String(seed) },
});
console.log(`Durée : ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(result.status ?? 1);
