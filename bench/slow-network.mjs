// The signed-in employee's booking page on a slow phone network (issue 27, part 3), in Chromium driven by
// Playwright, the network shaped through the DevTools protocol (Network.emulateNetworkConditions) with the
// values of Chromium DevTools' own presets (front_end/core/sdk/NetworkManager.ts in ChromeDevTools/devtools-frontend;
// recent DevTools list « Fast 3G » as « Slow 4G » and « Slow 3G » as « 3G », same values):
//   Slow 3G: latency 400 × 5 = 2,000 ms, download and upload 500 kbit/s × 0.8 = 50,000 bytes/s;
//   Fast 3G: latency 150 × 3.75 = 562.5 ms, download 1.6 Mbit/s × 0.9 = 180,000 bytes/s, upload 750 kbit/s × 0.9 = 84,375 bytes/s.
// The CPU is not slowed (the presets are the network's only); the cache is empty at each run (a new context).
// Measures, median of `runs` (3):
//   - Slow 3G: the page's shell and its skeleton on screen (the first contentful paint, at which the HTML's
//     heading and skeleton are checked to be there), budget 4 s;
//   - Fast 3G: the first list of slots on screen (the calendar's days with free slots, once the employee
//     has chosen a kind of psychologist and a mode and pressed « Suivant », which the script does as soon as
//     it can), budget 3 s. Read in the page (the frame after the page first holds it, since session 37):
//     Playwright's own wait polls, up to 500 ms late; what it saw is printed beside, for the record.
// Usage: npm run slow-network -w @parenthese/bench [-- runs]   SLOW_NETWORK_SCREENSHOTS=dir saves what each
// run shows at those moments. Starts `npm start` (built app, fresh PGlite data with the demo data) on
// SLOW_NETWORK_PORT (3963), or measures SLOW_NETWORK_ORIGIN. Writes bench/results/slow-network.json; exits
// 1 on a missed budget.
/* global document, window, MutationObserver, requestAnimationFrame -- read in the page, by page.evaluate and addInitScript */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// Playwright is e2e's dependency, hoisted to the workspace's root node_modules.
import { chromium } from 'playwright';
import { startDemoServer } from './demo-server.mjs';
import { signInDemo } from './demo-sign-in.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const runs = Number(process.argv[2] ?? 3);
const port = Number(process.env.SLOW_NETWORK_PORT ?? 3963);
const origin = process.env.SLOW_NETWORK_ORIGIN ?? `http://127.0.0.1:${port}`;
const screenshotDir = process.env.SLOW_NETWORK_SCREENSHOTS;
const insecure = process.env.SLOW_NETWORK_INSECURE === '1';
const BOOKING_PATH = '/account/employee';

export const NETWORK_PRESETS = {
  'Slow 3G': { offline: false, latency: 400 * 5, downloadThroughput: ((500 * 1000) / 8) * 0.8, uploadThroughput: ((500 * 1000) / 8) * 0.8 },
  'Fast 3G': { offline: false, latency: 150 * 3.75, downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9, uploadThroughput: ((750 * 1000) / 8) * 0.9 },
};

/** A fresh context (empty cache) signed in as the demo employee, on a phone's screen, with the network shaped. */
async function openPage(browser, session, preset) {
  // SLOW_NETWORK_INSECURE=1: a local HTTPS proxy's self-signed certificate is accepted (HTTP/2 needs TLS in browsers).
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, locale: 'fr-FR', ignoreHTTPSErrors: insecure });
  // The session where the web app keeps it, before any script of the page runs.
  await context.addInitScript((value) => localStorage.setItem('authToken', value), JSON.stringify({ ...session, expiration: Date.now() + 24 * 3600 * 1000 }));
  // When the page itself first holds the wizard's first step and the first slots, at the frame after (about
  // when they paint): Playwright notices an element by polling, up to 500 ms later on a long wait.
  await context.addInitScript(() => {
    const marks = {};
    window.__onScreen = marks;
    const watch = (name, isThere) => {
      const observer = new MutationObserver(() => {
        if (!isThere()) return;
        observer.disconnect();
        requestAnimationFrame(() => (marks[name] = performance.now()));
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    };
    watch('firstStep', () =>
      [...document.querySelectorAll('[role="radio"], input[type="radio"]')].some((radio) =>
        /Psychologue du travail/.test(radio.closest('label')?.textContent ?? radio.getAttribute('aria-label') ?? ''),
      ),
    );
    watch('slots', () => document.querySelector('button[aria-label$="créneaux disponibles"]') !== null);
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK_PRESETS[preset]);
  return { context, page };
}

/** Milliseconds since the page's navigation started, read in the page. */
const sinceNavigation = (page) => page.evaluate(() => performance.now());

async function shellOnSlow3G(browser, session, run) {
  const { context, page } = await openPage(browser, session, 'Slow 3G');
  try {
    await page.goto(origin + BOOKING_PATH, { waitUntil: 'commit', timeout: 60_000 });
    // The shell is in the HTML: its first paint shows the header, the heading and the skeleton at once.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 60_000, polling: 50 });
    const shell = await page.evaluate(() => ({
      firstContentfulPaintMs: Math.round(performance.getEntriesByName('first-contentful-paint')[0].startTime),
      heading: document.querySelector('main h1')?.textContent ?? null,
      hasSkeleton: document.querySelector('main .animate-pulse') !== null,
      hasHeader: document.querySelector('header') !== null,
    }));
    if (screenshotDir) await page.screenshot({ path: path.join(screenshotDir, `slow-3g-shell-run${run}.png`) });
    // Then the page itself (the wizard's first step), for the record.
    await page.getByRole('radio', { name: /Psychologue du travail/ }).waitFor({ state: 'visible', timeout: 90_000 });
    const firstStepMs = Math.round(await sinceNavigation(page));
    if (screenshotDir) await page.screenshot({ path: path.join(screenshotDir, `slow-3g-first-step-run${run}.png`) });
    const isMeaningful = shell.heading === 'Prendre rendez-vous' && shell.hasSkeleton && shell.hasHeader;
    return { ...shell, shellVisibleMs: isMeaningful ? shell.firstContentfulPaintMs : null, firstStepMs };
  } finally {
    await context.close();
  }
}

async function slotsOnFast3G(browser, session, run) {
  const { context, page } = await openPage(browser, session, 'Fast 3G');
  try {
    await page.goto(origin + BOOKING_PATH, { waitUntil: 'commit', timeout: 60_000 });
    const category = page.getByRole('radio', { name: /Psychologue du travail/ });
    await category.waitFor({ state: 'visible', timeout: 60_000 });
    const firstStepMs = Math.round(await sinceNavigation(page));
    await category.check({ force: true });
    await page.getByRole('radio', { name: /^Visioconférence/ }).check({ force: true });
    await page.getByRole('button', { name: 'Suivant', exact: true }).click();
    // The first list of slots: the calendar's days that have some.
    await page.locator('button[aria-label$="créneaux disponibles"]').first().waitFor({ state: 'visible', timeout: 60_000 });
    const seenByScriptMs = Math.round(await sinceNavigation(page));
    if (screenshotDir) await page.screenshot({ path: path.join(screenshotDir, `fast-3g-slots-run${run}.png`) });
    const onScreen = await page.evaluate(() => window.__onScreen);
    return { firstStepMs: Math.round(onScreen.firstStep ?? firstStepMs), slotListMs: Math.round(onScreen.slots), seenByScript: { firstStepMs, slotListMs: seenByScriptMs } };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

let misses = 0;
const { stop: stopServer } = await startDemoServer({ name: 'slow-network', port, existingOrigin: process.env.SLOW_NETWORK_ORIGIN });
try {
  if (screenshotDir) mkdirSync(screenshotDir, { recursive: true });
  const session = await signInDemo(origin, 'demo.salarie', 'Demo1234!');
  const loadBefore = os.loadavg();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const slow = [];
  const fast = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      slow.push(await shellOnSlow3G(browser, session, run));
      fast.push(await slotsOnFast3G(browser, session, run));
    }
  } finally {
    await browser.close();
  }
  const shellMs = slow.map((entry) => entry.shellVisibleMs);
  const figures = [
    { what: 'Slow 3G: the shell and its skeleton on screen', runs: shellMs, median: shellMs.includes(null) ? null : median(shellMs), budgetMs: 4000 },
    { what: "Slow 3G: the wizard's first step (for the record)", runs: slow.map((entry) => entry.firstStepMs), median: median(slow.map((entry) => entry.firstStepMs)), budgetMs: null },
    { what: "Fast 3G: the wizard's first step (for the record)", runs: fast.map((entry) => entry.firstStepMs), median: median(fast.map((entry) => entry.firstStepMs)), budgetMs: null },
    { what: 'Fast 3G: the first list of slots on screen', runs: fast.map((entry) => entry.slotListMs), median: median(fast.map((entry) => entry.slotListMs)), budgetMs: 3000 },
    {
      what: 'Fast 3G: the same, as Playwright saw it (polling)',
      runs: fast.map((entry) => entry.seenByScript.slotListMs),
      median: median(fast.map((entry) => entry.seenByScript.slotListMs)),
      budgetMs: null,
    },
  ];
  const output = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} cores, Node ${process.version}`,
    loadAverage: { before: loadBefore.map((value) => Number(value.toFixed(2))), after: os.loadavg().map((value) => Number(value.toFixed(2))) },
    page: BOOKING_PATH,
    presets: NETWORK_PRESETS,
    runs: { slow3G: slow, fast3G: fast },
    figures,
  };
  mkdirSync(path.join(here, 'results'), { recursive: true });
  writeFileSync(path.join(here, 'results/slow-network.json'), `${JSON.stringify(output, null, 2)}\n`);
  console.log(`\n${BOOKING_PATH} on DevTools' network presets, ${runs} run(s), load average ${output.loadAverage.before.join(' ')} → ${output.loadAverage.after.join(' ')}`);
  for (const figure of figures) {
    const shown = figure.median === null ? 'not seen' : `${figure.median} ms`;
    const verdict = figure.budgetMs === null ? '    ' : figure.median !== null && figure.median <= figure.budgetMs ? 'ok  ' : 'MISS';
    if (verdict === 'MISS') misses += 1;
    console.log(`${verdict}  ${figure.what.padEnd(52)} ${shown.padStart(9)}  (runs ${figure.runs.join(', ')})${figure.budgetMs ? `   budget <= ${figure.budgetMs} ms` : ''}`);
  }
  console.log('\nWritten to bench/results/slow-network.json');
} finally {
  stopServer();
}
process.exit(misses === 0 ? 0 : 1);
