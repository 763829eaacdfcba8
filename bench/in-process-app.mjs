// What the benches that build the app in their own process (through tsx) share: a PostgreSQL database
// of their own, the app's configuration as a server's, with the tests' data key (their factories encrypt with it),
// and the running of a seeding SQL script.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config.ts';
import { createTemporaryDatabase, TEST_DATA_ENCRYPTION_KEY } from '../apps/api/test/support/test-app.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A new database `<namePrefix>_<random>` on BENCH_POSTGRES_URL's server: `{ url, drop() }`. */
export function createBenchDatabase(namePrefix) {
  return createTemporaryDatabase(process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', namePrefix);
}

/** A production configuration without Redis or demo data; `overrides` sets what the bench measures. */
export function benchAppConfig(overrides) {
  return loadConfig(
    {
      environment: 'production',
      logLevel: 'warn',
      dataDir: 'memory://',
      jwtSecret: new TextEncoder().encode('bench-secret-only-for-this-local-benchmark-run-0123456789'),
      dataEncryptionKey: TEST_DATA_ENCRYPTION_KEY,
      redisUrl: undefined,
      smtpUrl: undefined,
      webDistDir: path.join(root, 'apps/web/dist'),
      isDemoSeedEnabled: false,
      ...overrides,
    },
    {},
  );
}

/** Runs each statement of `script` (separated by `;` at a line's end) on its own: PGlite's queries take one statement. */
export async function executeScript(db, script) {
  for (const statement of script
    .split(/;\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean))
    await db.execute(sql.raw(statement));
}
