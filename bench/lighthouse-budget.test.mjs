// npm test -w @parenthese/bench: the Lighthouse budget check reads a run's results and fails on a miss.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { lighthousePages } from './lighthouse-pages.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const page = (pagePath, figures = {}) => ({ path: pagePath, performance: 97, largestContentfulPaintMs: 2000, cumulativeLayoutShift: 0, totalBlockingTimeMs: 50, ...figures });
const healthy = {
  date: '2026-11-25T02:00:00.000Z',
  machine: 'test',
  runsPerPage: 3,
  loadAverage: { before: [1, 1, 1] },
  results: lighthousePages.map((entry) => page(entry.path)),
};

function runBudget(results) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'lighthouse-budget-')), 'lighthouse.json');
  writeFileSync(file, JSON.stringify(results));
  return spawnSync(process.execPath, [path.join(here, 'lighthouse-budget.mjs'), file], { encoding: 'utf8' });
}

test('the bench covers at least 14 pages across the four audiences', () => {
  assert.ok(lighthousePages.length >= 14);
  const audiences = new Set(lighthousePages.map((entry) => entry.audience.replace(/^(SITE|TECH) /, '')));
  assert.deepEqual([...audiences].sort(), ['administrator', 'employee', 'psychologist', 'visitor']);
});

test('every page within its budgets, at their limits: exit 0', () => {
  const results = healthy.results.map((entry, index) =>
    index === 0 ? page(entry.path, { performance: 95, largestContentfulPaintMs: 2500, cumulativeLayoutShift: 0.05, totalBlockingTimeMs: 150 }) : entry,
  );
  const result = runBudget({ ...healthy, results });
  assert.equal(result.status, 0, result.stdout);
  assert.match(result.stdout, /Every budget is met\./);
});

test('a score under 95, a slow LCP, a layout shift over 0.05, a long TBT or a missing page: exit 1, with a MISS line each', () => {
  const results = healthy.results
    .filter((entry) => entry.path !== '/account/admin?view=audit')
    .map((entry) => {
      if (entry.path === '/') return page('/', { performance: 94 });
      if (entry.path === '/contact') return page('/contact', { cumulativeLayoutShift: 0.06 });
      if (entry.path === '/account/employee') return page('/account/employee', { largestContentfulPaintMs: 2501 });
      if (entry.path === '/account/psy/calendar') return page('/account/psy/calendar', { totalBlockingTimeMs: 151 });
      return entry;
    });
  const result = runBudget({ ...healthy, results });
  assert.equal(result.status, 1);
  assert.match(result.stdout, /MISS {2}lighthouse \/: performance +94 /);
  assert.match(result.stdout, /MISS {2}lighthouse \/contact: CLS +0\.06 /);
  assert.match(result.stdout, /MISS {2}lighthouse \/account\/employee: LCP +2501 ms /);
  assert.match(result.stdout, /MISS {2}lighthouse \/account\/psy\/calendar: TBT +151 ms /);
  assert.match(result.stdout, /MISS {2}lighthouse \/account\/admin\?view=audit: performance +not measured/);
  // The missing page misses its four figures.
  assert.match(result.stdout, /8 budget\(s\) missed\./);
});
