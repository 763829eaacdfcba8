// Compares the last `npm run bench` (bench/results/latest.json, or the file given) with the budgets of
// issue 12, prints each figure against its budget, and exits non-zero when one is missed.
// Usage: npm run budget -w @parenthese/bench [-- path/to/results.json]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = process.argv[2] ?? path.join(root, 'bench/results/latest.json');
const run = JSON.parse(readFileSync(file, 'utf8'));
const byName = Object.fromEntries(run.results.map((entry) => [entry.name, entry]));

/** [scenario, what, read the figure, comparison, budget, unit] */
const budgets = [
  ['slot-search', 'p99', (entry) => entry.p99, '<=', 50, 'ms'],
  ['slot-search', 'ratio to /api/health', (entry) => entry.ratioToHealth * 100, '>=', 15, '%'],
  ['slot-search', 'answer size', (entry) => entry.bytesPerResponse / 1024, '<=', 30, 'KB'],
  ['booking', 'bookings per second', (entry) => entry.statuses?.['200'] / run.duration, '>=', 1000, '/s'],
  ['booking', 'double bookings', (entry) => entry.integrity?.double_bookings, '<=', 0, ''],
  ['booking', 'own overlapping consultations', (entry) => entry.integrity?.overlapping, '<=', 0, ''],
  ['booking', 'ledger ≠ balance (employees + companies)', (entry) => entry.integrity && entry.integrity.employee_ledger_mismatches + entry.integrity.company_ledger_mismatches, '<=', 0, ''],
  ['booking', 'balances below zero', (entry) => entry.integrity?.negative_balances, '<=', 0, ''],
  // Admin lists at scale: 1,000 companies, a company of 10,000 employees.
  ['admin-companies', 'p99', (entry) => entry.p99, '<=', 50, 'ms'],
  ['admin-employees', 'p99', (entry) => entry.p99, '<=', 50, 'ms'],
  ['admin-employees-search', 'p99', (entry) => entry.p99, '<=', 50, 'ms'],
];
// Every scenario must answer without server errors.
for (const entry of run.results)
  budgets.push([
    entry.name,
    '5xx answers and socket errors',
    (e) =>
      Object.entries(e.statuses)
        .filter(([status]) => status >= '500')
        .reduce((sum, [, count]) => sum + count, 0) + e.errors,
    '<=',
    0,
    '',
  ]);

console.log(`Run of ${run.date} (${run.machine}), ${run.connections} connections, ${run.duration} s per scenario, ${run.database}\n`);
if (/pglite/i.test(run.database)) console.log('The budgets are stated for PostgreSQL; on PGlite (one connection) they are shown for comparison.\n');
let misses = 0;
for (const [name, what, read, comparison, budget, unit] of budgets) {
  const entry = byName[name];
  const value = entry ? read(entry) : undefined;
  const isMeasured = typeof value === 'number' && Number.isFinite(value);
  const isMet = isMeasured && (comparison === '<=' ? value <= budget : value >= budget);
  if (!isMet) misses += 1;
  const shown = isMeasured ? `${Number(value.toFixed(1))}${unit}` : 'not measured';
  console.log(`${isMet ? 'ok  ' : 'MISS'}  ${`${name}: ${what}`.padEnd(58)} ${shown.padStart(12)}   budget ${comparison} ${budget}${unit}`);
}
console.log(`\n${misses === 0 ? 'Every budget is met.' : `${misses} budget(s) missed.`}`);
process.exit(misses === 0 ? 0 : 1);
