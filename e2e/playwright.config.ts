import { defineConfig } from '@playwright/test';

/**
 * Journeys run the built app (npm start) on 127.0.0.1 with the demo seed, in Debian's Chromium (no browser
 * download). The run's global setup builds the app when its sources changed, seeds a template database,
 * and starts one server per parallel slot, on a free port and its own copy of the template
 * (support/server.ts); support/fixtures.ts's `test` points each worker at its slot's. Each journey makes its own accounts too,
 * so tests run two at a time in any order; `npm test` runs them in a random order (scripts/run-shuffled.ts, E2E_SEED).
 */
export default defineConfig({
  testDir: './journeys',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  // CI has two cores; one server per parallel slot, started by the global setup (support/global-setup.ts).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // On CI a failed journey runs once more: a pass then is reported as unstable, with the first try's error
  // (scripts/ci-summary.mjs), so a flake is seen without blocking the day's work (CI session 29).
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A JSON report for CI's summary and npm run test:timed (scripts/test.mjs).
  reporter: process.env.CI || process.env.E2E_JSON_REPORT ? [['list'], ['json', { outputFile: '../.ci-output/e2e.json' }]] : [['list']],
  use: {
    // No baseURL here: it is the origin of the worker's slot's server (support/fixtures.ts).
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // Without these, a click on an element that never comes waits out the whole test and the report names no step.
    actionTimeout: 30_000,
    navigationTimeout: 45_000,
    // A trace is recorded only when a failed journey runs again (CI's retry), never on a first try: recording
    // every action's snapshots was about a fifth of the journeys' CPU (issue 38, session 32), for traces kept
    // only on failure. To record one locally: npx playwright test --trace on.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
  },
});
