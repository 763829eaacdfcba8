import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every suite. The API suites run on the embedded PGlite database, and a second
// time on a real PostgreSQL server when TEST_DATABASE_URL is set (CI sets it).
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, where the API files
    // mostly wait (PGlite, child processes, SMTP). Two there: 13.8 min instead of 19 for every suite on a
    // quiet 2-core machine (issue 38, session 25).
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      'packages/shared',
      'apps/web',
      // The repository's tooling, in Node: the ESLint configuration's rules on deliberate violations.
      // Each case resolves imports across the web app, slow on a busy machine: hence the long timeout.
      { test: { name: 'tooling', include: ['scripts/**/*.test.ts'], environment: 'node', testTimeout: 120_000 } },
      {
        extends: './apps/api/vitest.config.ts',
        test: { name: 'api', root: './apps/api', env: { TEST_DB: 'pglite' } },
      },
      ...(withPostgres
        ? [
            {
              extends: './apps/api/vitest.config.ts',
              test: { name: 'api-postgres', root: './apps/api', env: { TEST_DB: 'postgres' } },
            },
          ]
        : []),
    ],
  },
});
