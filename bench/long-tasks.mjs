// Long tasks of a signed-in page's cold load at Lighthouse's mobile CPU slowdown (4×), in Debian's Chromium:
// what Lighthouse's TBT is made of, counted without Lighthouse's noise from one run to the next (issue 37
// item 2: no task over 50 ms after the data). Prints, per page, the median over RUNS loads of the blocking
// time after the first paint (the sum of each task's part over 50 ms) and the longest task.
// Usage: npm run long-tasks -w @parenthese/bench -- [RUNS]   (LONG_TASKS_PAGES='/a,/b', LONG_TASKS_ORIGIN)
/* global window -- the page functions below run in the browser */
import os from 'node:os';
import { chromium } from 'playwright';
import { startDemoServer } from './demo-server.mjs';
import { signInDemo } from './demo-sign-in.mjs';
import { lighthousePages } from './lighthouse-pages.mjs';

const runs = Number(process.argv[2] ?? 3);
const wanted = process.env.LONG_TASKS_PAGES?.split(',');
const pages = lighthousePages.filter((page) => page.signedInAs && (!wanted || wanted.includes(page.path)));
const DEMO_PASSWORD = 'Demo1234!';
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await startDemoServer({ name: 'long-tasks', port: Number(process.env.LONG_TASKS_PORT ?? 4310), existingOrigin: process.env.LONG_TASKS_ORIGIN });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
console.log(`charge moyenne au départ : ${os.loadavg()[0].toFixed(2)}`);
try {
  const sessions = new Map();
  for (const page of pages) {
    if (!sessions.has(page.signedInAs)) sessions.set(page.signedInAs, await signInDemo(server.origin, page.signedInAs, DEMO_PASSWORD));
    const session = sessions.get(page.signedInAs);
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      await context.addInitScript(
        (value) => {
          localStorage.setItem('authToken', value);
          window.__longTasks = [];
          new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((entry) => ({ start: entry.startTime, duration: entry.duration })))).observe({
            type: 'longtask',
            buffered: true,
          });
        },
        JSON.stringify({ ...session, expiration: Date.now() + 24 * 3600 * 1000 }),
      );
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await tab.goto(`${server.origin}${page.path}`, { waitUntil: 'networkidle' });
      await tab.waitForTimeout(1000);
      const { tasks, firstPaint } = await tab.evaluate(() => ({ tasks: window.__longTasks, firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0 }));
      const after = tasks.filter((task) => task.start >= firstPaint);
      results.push({ blocking: after.reduce((sum, task) => sum + task.duration - 50, 0), longest: Math.max(0, ...tasks.map((task) => task.duration)), count: after.length });
      await context.close();
    }
    const line = `${page.path.padEnd(34)} blocage après le premier rendu ${median(results.map((r) => r.blocking))
      .toFixed(0)
      .padStart(5)} ms, tâche la plus longue ${median(results.map((r) => r.longest))
      .toFixed(0)
      .padStart(4)} ms, tâches longues ${median(results.map((r) => r.count))}`;
    console.log(line);
  }
  console.log(`charge moyenne à la fin : ${os.loadavg()[0].toFixed(2)}`);
} finally {
  await browser.close();
  server.stop();
}
