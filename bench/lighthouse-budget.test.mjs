// npm test -w @parenthese/bench: the Lighthouse budget check reads a run's results and fails on a miss.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const page = (pagePath, performance, cumulativeLayoutShift = 0) => ({ path: pagePath, performance, cumulativeLayoutShift });
const healthy = {
  date: '2026-11-22T22:00:00.000Z',
  machine: 'test',
  runsPerPage: 3,
  loadAverage: { before: [1, 1, 1] },
  results: [page('/', 98), page('/contact', 96), page('/account/employee', 92), page('/account/employee/appointments', 91), page('/account/employee/profile', 90)],
};

function runBudget(results) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'lighthouse-budget-')), 'lighthouse.json');
  writeFileSync(file, JSON.stringify(results));
  return spawnSync(process.execPath, [path.join(here, 'lighthouse-budget.mjs'), file], { encoding: 'utf8' });
}

test('every page within its budget: exit 0', () => {
  const result = runBudget(healthy);
  assert.equal(result.status, 0, result.stdout);
  assert.match(result.stdout, /Every budget is met\./);
});

test('a public page under 95, an employee page under 90, a layout shift or a missing page: exit 1, with a MISS line each', () => {
  const results = [page('/', 94), page('/contact', 96, 0.02), page('/account/employee', 89), page('/account/employee/appointments', 91)];
  const result = runBudget({ ...healthy, results });
  assert.equal(result.status, 1);
  assert.match(result.stdout, /MISS {2}lighthouse \/: performance +94 /);
  assert.match(result.stdout, /MISS {2}lighthouse \/contact: cumulative layout shift +0\.02 /);
  assert.match(result.stdout, /MISS {2}lighthouse \/account\/employee: performance +89 /);
  assert.match(result.stdout, /MISS {2}lighthouse \/account\/employee\/profile: performance +not measured/);
  assert.match(result.stdout, /4 budget\(s\) missed\./);
});
