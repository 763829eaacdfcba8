// npm test -w @parenthese/bench: the budget script reads a run's results and fails on a missed budget.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const healthy = {
  date: '2026-11-22T16:00:00.000Z',
  machine: 'test',
  connections: 50,
  duration: 10,
  database: 'postgres',
  results: [
    { name: 'health', statuses: { 200: 80_000 }, errors: 0 },
    { name: 'slot-search', p99: 40, ratioToHealth: 0.2, bytesPerResponse: 20 * 1024, statuses: { 200: 16_000 }, errors: 0 },
    {
      name: 'booking',
      statuses: { 200: 12_000, 409: 30 },
      errors: 0,
      integrity: { double_bookings: 0, overlapping: 0, employee_ledger_mismatches: 0, company_ledger_mismatches: 0, negative_balances: 0 },
    },
    { name: 'admin-companies', p99: 30, statuses: { 200: 20_000 }, errors: 0 },
    { name: 'admin-employees', p99: 30, statuses: { 200: 20_000 }, errors: 0 },
    { name: 'admin-employees-search', p99: 30, statuses: { 200: 20_000 }, errors: 0 },
  ],
};

function runBudget(results) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'budget-')), 'results.json');
  writeFileSync(file, JSON.stringify(results));
  return spawnSync(process.execPath, [path.join(here, 'budget.mjs'), file], { encoding: 'utf8' });
}

test('every budget met: exit 0', () => {
  const result = runBudget(healthy);
  assert.equal(result.status, 0, result.stdout);
  assert.match(result.stdout, /Every budget is met\./);
});

test('a slow slot search and a 5xx: exit 1, each named', () => {
  const slow = structuredClone(healthy);
  slow.results[1].p99 = 340;
  slow.results[2].statuses['500'] = 1;
  slow.results[4].p99 = 120;
  const result = runBudget(slow);
  assert.equal(result.status, 1);
  assert.match(result.stdout, /MISS {2}slot-search: p99/);
  assert.match(result.stdout, /MISS {2}booking: 5xx answers/);
  assert.match(result.stdout, /MISS {2}admin-employees: p99/);
  assert.match(result.stdout, /3 budget\(s\) missed\./);
});
