import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// The build's own bundling (apps/api/bundle.mjs): the processes tests start run what `npm start` runs.
import { bundleApi } from '../../bundle.mjs';

/**
 * The API's entry points compiled as `npm start` compiles them, for the tests that start the API as a
 * process of its own (a server, the backup command, a job worker). Loading the TypeScript sources through
 * tsx cost each such process about 2 s of CPU before its first line ran, against under 1 s compiled (Node's
 * module hooks, one message per module): some 25 processes on PGlite and as many on PostgreSQL (issue 38,
 * decision 0082). Compiled
 * once per version of the sources, by the global setup; the folder's name carries a hash of the sources
 * and of the installed packages, so a changed file makes a new build, never a stale one.
 */
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repositoryRoot = path.resolve(apiDir, '../..');

const ENTRIES = {
  main: 'src/main.ts',
  'backup-cli': 'src/modules/backups/cli.ts',
  'print-outbox': 'src/mail/print-outbox.ts',
  'job-worker-process': 'test/support/job-worker-process.ts',
} as const;
export type CompiledEntry = keyof typeof ENTRIES;

function sourcesHash(): string {
  const hash = createHash('sha256');
  const folders = [path.join(apiDir, 'src'), path.join(apiDir, 'test/support'), path.join(repositoryRoot, 'packages/shared/src')];
  for (const folder of folders) {
    for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
      const file = path.join(folder, name);
      if (/\.(ts|sql|json|txt)$/.test(name)) hash.update(file).update(readFileSync(file));
    }
  }
  for (const file of [path.join(apiDir, 'bundle.mjs'), path.join(repositoryRoot, 'package-lock.json')]) hash.update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

const BUILD_PREFIX = '.test-build-';
let cachedFolder: string | undefined;
// As deep in the repository as apps/api/src: config.ts finds the repository's root from where it runs.
const buildFolder = () => (cachedFolder ??= path.join(apiDir, `${BUILD_PREFIX}${sourcesHash()}`));

/** Builds the entries when the sources changed since the last build (the global setup), and removes older builds. */
export async function ensureCompiledEntries(): Promise<void> {
  const target = buildFolder();
  if (existsSync(target)) return;
  const partial = `${target}-${randomBytes(6).toString('hex')}.partial`;
  const entryPoints = Object.fromEntries(Object.entries(ENTRIES).map(([name, source]) => [name, path.join(apiDir, source)]));
  await bundleApi({ entryPoints, outDir: partial, sourcemap: false });
  try {
    renameSync(partial, target);
  } catch (error) {
    // Another run built the same sources first: its folder is the same.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(target)) throw error;
  }
  for (const name of readdirSync(apiDir)) {
    if (name.startsWith(BUILD_PREFIX) && path.join(apiDir, name) !== target && !name.endsWith('.partial')) rmSync(path.join(apiDir, name), { recursive: true, force: true });
  }
}

/** The compiled file of an entry point, to run with `node` (or `fork`); the global setup built it. */
export function compiledEntry(entry: CompiledEntry): string {
  const file = path.join(buildFolder(), `${entry}.js`);
  if (!existsSync(file)) throw new Error(`${file} manque : le réglage global des tests (test/support/global-setup.ts) compile les points d'entrée.`);
  return file;
}
