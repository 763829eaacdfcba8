import { defineConfig } from 'vitest/config';

// One runner for every suite. The API suites run on the embedded PGlite database, and a second
// time on a real PostgreSQL server when TEST_DATABASE_URL is set (CI sets it).
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/web',
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
