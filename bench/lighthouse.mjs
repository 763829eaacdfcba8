// Lighthouse mobile (@lhci/cli, Debian's /usr/bin/chromium) on the built app: each page of each audience
// (lighthouse-pages.mjs), the public pages signed out, the others signed in as a demo account of their
// role (staff with their second factor, through demo-sign-in.mjs). Starts `npm start` itself (which builds
// the web app and the API when their sources changed) on a fresh PGlite data directory with the demo data.
// Usage: npm run lighthouse -w @parenthese/bench [-- runs]   (3 runs per page by default; the median is kept)
// Writes bench/results/lighthouse.json; `npm run lighthouse-budget -w @parenthese/bench` checks it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDemoServer } from './demo-server.mjs';
import { signInDemo } from './demo-sign-in.mjs';
import { lighthousePages } from './lighthouse-pages.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const runs = Number(process.argv[2] ?? 3);
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3960);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// LIGHTHOUSE_ORIGIN audits a server already running (with the demo data) instead of starting one.
const origin = process.env.LIGHTHOUSE_ORIGIN ?? `http://127.0.0.1:${port}`;
const lhci = createRequire(import.meta.url).resolve('@lhci/cli/src/cli.js');
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'];

/** The pages audited, and who is signed in. LIGHTHOUSE_PAGES (`/,/contact`) audits only those, to save time. */
const onlyPaths = process.env.LIGHTHOUSE_PAGES?.split(',');
const pages = onlyPaths ? lighthousePages.filter((page) => onlyPaths.includes(page.path)) : lighthousePages;
const DEMO_PASSWORD = 'Demo1234!';

const signIn = (login) => signInDemo(origin, login, DEMO_PASSWORD);

/** One `lhci collect` over some pages; answers Lighthouse's reports (lhr), read from .lighthouseci/. */
function collect(urls, session) {
  const outputDir = path.join(here, '.lighthouseci');
  rmSync(outputDir, { recursive: true, force: true });
  // Lighthouse clears the cache and the origin's storage before each run, but not localStorage (its
  // default clearStorageTypes), so the session stored by the puppeteer script stays and every run is cold.
  const settings = { onlyCategories: ['performance'] };
  const config = {
    ci: {
      collect: {
        url: urls,
        numberOfRuns: runs,
        chromePath,
        settings: session ? settings : { ...settings, chromeFlags: chromeFlags.join(' ') },
        // A signed-in page needs its session stored first: lhci drives Chrome through puppeteer then.
        ...(session ? { puppeteerScript: 'lighthouse-sign-in.cjs', puppeteerLaunchOptions: { args: chromeFlags } } : {}),
      },
    },
  };
  const configFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'lighthouse-')), 'lighthouserc.json');
  writeFileSync(configFile, JSON.stringify(config));
  const result = spawnSync(process.execPath, [lhci, 'collect', `--config=${configFile}`], {
    cwd: here,
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: chromePath, ...(session ? { LIGHTHOUSE_SESSION: JSON.stringify(session) } : {}) },
  });
  if (result.status !== 0) throw new Error(`lhci collect failed (${result.status})`);
  const reports = readdirSync(outputDir)
    .filter((file) => /^lhr-.*\.json$/.test(file))
    .map((file) => JSON.parse(readFileSync(path.join(outputDir, file), 'utf8')));
  // LIGHTHOUSE_KEEP_REPORTS=1 leaves the full reports in bench/.lighthouseci/ to read (long tasks, scripts).
  if (!process.env.LIGHTHOUSE_KEEP_REPORTS) rmSync(outputDir, { recursive: true, force: true });
  return reports;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The run of median performance score of a page, with its metrics. */
function summarise(page, reports) {
  // The path with its query: the administration's sections are `?view=` of one route.
  const pathOf = (url) => `${url.pathname}${url.search}`;
  const mine = reports.filter((report) => pathOf(new URL(report.finalDisplayedUrl ?? report.finalUrl)) === page.path);
  if (mine.length === 0) throw new Error(`no report for ${page.path} (redirected?)`);
  const scores = mine.map((report) => Math.round(report.categories.performance.score * 100));
  const chosen = mine.find((report) => Math.round(report.categories.performance.score * 100) === median(scores));
  const metric = (id) => chosen.audits[id]?.numericValue;
  return {
    path: page.path,
    audience: page.audience,
    signedInAs: page.signedInAs,
    performance: median(scores),
    runs: scores,
    firstContentfulPaintMs: Math.round(metric('first-contentful-paint')),
    largestContentfulPaintMs: Math.round(metric('largest-contentful-paint')),
    totalBlockingTimeMs: Math.round(metric('total-blocking-time')),
    cumulativeLayoutShift: Number(metric('cumulative-layout-shift').toFixed(3)),
    speedIndexMs: Math.round(metric('speed-index')),
    transferredKB: Math.round(metric('total-byte-weight') / 102.4) / 10,
  };
}

const { stop: stopServer } = await startDemoServer({ name: 'lighthouse', port, existingOrigin: process.env.LIGHTHOUSE_ORIGIN });
try {
  // Every account signed in before the first audit (sessions last 24 h): a sign-in minutes later went out on a
  // kept-alive socket the server had closed meanwhile, and failed the whole run.
  const logins = [...new Set(pages.filter((page) => page.signedInAs).map((page) => page.signedInAs))];
  const sessions = new Map();
  for (const login of logins) sessions.set(login, await signIn(login));
  const loadBefore = os.loadavg();
  const results = [];
  const publicPages = pages.filter((page) => !page.signedInAs);
  const publicReports =
    publicPages.length > 0
      ? collect(
          publicPages.map((page) => origin + page.path),
          null,
        )
      : [];
  results.push(...publicPages.map((page) => summarise(page, publicReports)));
  for (const login of logins) {
    const mine = pages.filter((page) => page.signedInAs === login);
    const reports = collect(
      mine.map((page) => origin + page.path),
      sessions.get(login),
    );
    results.push(...mine.map((page) => summarise(page, reports)));
  }
  const output = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} cores, Node ${process.version}`,
    loadAverage: { before: loadBefore.map((value) => Number(value.toFixed(2))), after: os.loadavg().map((value) => Number(value.toFixed(2))) },
    runsPerPage: runs,
    settings: 'Lighthouse mobile defaults (simulated slow 4G, 4× CPU slowdown), performance category',
    results,
  };
  mkdirSync(path.join(here, 'results'), { recursive: true });
  writeFileSync(path.join(here, 'results/lighthouse.json'), `${JSON.stringify(output, null, 2)}\n`);
  console.log(`\nLighthouse mobile, ${runs} run(s) per page, load average ${output.loadAverage.before.join(' ')} → ${output.loadAverage.after.join(' ')}`);
  for (const result of results) {
    console.log(
      `${result.path.padEnd(36)} ${String(result.performance).padStart(3)}  (runs ${result.runs.join(', ')})  FCP ${result.firstContentfulPaintMs} ms  LCP ${result.largestContentfulPaintMs} ms  TBT ${result.totalBlockingTimeMs} ms  CLS ${result.cumulativeLayoutShift}  ${result.transferredKB} KB${result.signedInAs ? `  (signed in: ${result.signedInAs})` : ''}`,
    );
  }
  console.log('\nWritten to bench/results/lighthouse.json\n');
  // Each figure against its budget (issue 27), as `npm run lighthouse-budget` prints it.
  const budget = spawnSync(process.execPath, [path.join(here, 'lighthouse-budget.mjs')], { stdio: 'inherit' });
  process.exitCode = budget.status ?? 1;
} finally {
  stopServer();
}
