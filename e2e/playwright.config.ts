import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { shuffledJourneyProjects } from './scripts/journey-order';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 3100);
export const dataDir = path.join(root, 'e2e/.data');
/** What the run's workers share (TOTP steps spent, staff sessions): support/second-factor.ts. */
const runStateDir = path.join(root, 'e2e/.run-state');

/**
 * Journeys run the built app (npm start) on 127.0.0.1 with a fresh embedded database and the demo
 * seed, in Debian's Chromium (no browser download). Each journey makes its own accounts (support/fixtures.ts),
 * so tests run two at a time in any order; `npm test` runs the files in a random order (E2E_SEED).
 */
export default defineConfig({
  testDir: './journeys',
  fullyParallel: true,
  // CI has two cores; one server serves both workers.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // With E2E_SEED, one project per file in the seed's order: Playwright itself always takes files alphabetically.
  projects: shuffledJourneyProjects(process.env.E2E_SEED),
  // A JSON report for CI's summary and npm run test:timed (scripts/test.mjs).
  reporter: process.env.CI || process.env.E2E_JSON_REPORT ? [['list'], ['json', { outputFile: '../.ci-output/e2e.json' }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
  },
  webServer: {
    command: `rm -rf "${dataDir}" "${runStateDir}" && node scripts/start.mjs`,
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    // TRUST_PROXY: the fixtures that stand for other people's browsers say so in X-Forwarded-For
    // (support/staff-invitations.ts); the journey's own browser sends none and stays 127.0.0.1.
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_SEED: 'true', NODE_ENV: 'production', LOG_LEVEL: 'warn', TRUST_PROXY: '127.0.0.1' },
  },
});
