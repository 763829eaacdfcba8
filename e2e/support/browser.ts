import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium (no browser download), as every journey's browser is launched. The run's global setup
 * launches one browser server with these (support/global-setup.ts) and every worker connects to it
 * (playwright.config.ts): a shuffled run starts a worker for almost every file (scripts/journey-order.ts), and
 * each worker launching its own Chromium cost about 1.5 s of CPU (issue 38, session 33). Each test still
 * gets its own browser context, so nothing is shared between journeys but the browser's processes.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
};

/** Where the global setup's browser server listens, for the workers it starts (Playwright hands them its environment). */
export const BROWSER_ENDPOINT_VARIABLE = 'E2E_BROWSER_ENDPOINT';
