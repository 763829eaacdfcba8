import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

// One runner for every suite. The API suites run on the embedded PGlite database, and a second
// time on a real PostgreSQL server when TEST_DATABASE_URL is set (CI sets it).
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

// The web files share their worker's jsdom and loaded libraries (isolate: false): building both for each
// file was half of the web suite's time (issue 38). A file that mocks a module (vi.mock) cannot share
// them: its mock would reach the next files, and a module already loaded would not be mocked. Those run
// isolated; they are found by reading the files, so a new one needs no list.
// From this file, not the current folder: apps/web's and apps/api's npm test run Vitest from there (--root ../..).
const webFolder = path.join(import.meta.dirname, 'apps/web');
const apiFolder = path.join(import.meta.dirname, 'apps/api');
const webTests = ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'];
const mocksModules = (file: string) => /\bvi\.(mock|doMock)\(/.test(readFileSync(path.join(webFolder, file), 'utf8'));
const isolatedWebTests = ['src', 'build']
  .flatMap((folder) => readdirSync(path.join(webFolder, folder), { recursive: true, encoding: 'utf8' }).map((file) => `${folder}/${file}`))
  .filter((file) => /\.test\.tsx?$/.test(file) && mocksModules(file));
const webProject = (test: { name: string; include: string[]; exclude?: string[]; isolate: boolean }) => ({
  extends: path.join(webFolder, 'vite.config.ts'),
  test: { root: webFolder, ...test },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, where the API files
    // mostly wait (PGlite, child processes, SMTP). Two there: 13.8 min instead of 19 for every suite on a
    // quiet 2-core machine (issue 38, session 25).
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      'packages/shared',
      // Run both with --project 'web*' (apps/web's npm test).
      webProject({ name: 'web', include: webTests, exclude: [...configDefaults.exclude, ...isolatedWebTests], isolate: false }),
      webProject({ name: 'web-isolated', include: isolatedWebTests, isolate: true }),
      // The repository's tooling, in Node: the ESLint configuration's rules on deliberate violations.
      // Each case resolves imports across the web app, slow on a busy machine: hence the long timeout.
      { test: { name: 'tooling', include: ['scripts/**/*.test.ts'], environment: 'node', testTimeout: 120_000 } },
      {
        extends: path.join(apiFolder, 'vitest.config.ts'),
        test: { name: 'api', root: apiFolder, env: { TEST_DB: 'pglite' } },
      },
      ...(withPostgres
        ? [
            {
              extends: path.join(apiFolder, 'vitest.config.ts'),
              test: { name: 'api-postgres', root: apiFolder, env: { TEST_DB: 'postgres' } },
            },
          ]
        : []),
    ],
  },
});
