// Compares the last `npm run lighthouse` (bench/results/lighthouse.json, or the file given) with the
// budgets of issue 12: performance at least 95 on the public pages and 90 on the employee pages, and no
// layout shift. Prints each figure against its budget, like budget.mjs, and exits 1 on a miss.
// Usage: npm run lighthouse-budget -w @parenthese/bench [-- path/to/lighthouse.json]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const file = process.argv[2] ?? path.join(here, 'results/lighthouse.json');
const run = JSON.parse(readFileSync(file, 'utf8'));

/** The pages the budgets name; a page missing from the results is a miss. */
const budgets = [
  ...['/', '/contact'].map((page) => [page, 'performance', (entry) => entry.performance, '>=', 95, '']),
  ...['/account/employee', '/account/employee/appointments', '/account/employee/profile'].map((page) => [page, 'performance', (entry) => entry.performance, '>=', 90, '']),
];
for (const entry of run.results) budgets.push([entry.path, 'cumulative layout shift', (e) => e.cumulativeLayoutShift, '<=', 0, '']);

console.log(`Lighthouse run of ${run.date} (${run.machine}), ${run.runsPerPage} run(s) per page, load average ${run.loadAverage?.before?.join(' ')}\n`);
let misses = 0;
for (const [page, what, read, comparison, budget, unit] of budgets) {
  const entry = run.results.find((result) => result.path === page);
  const value = entry ? read(entry) : undefined;
  const isMeasured = typeof value === 'number' && Number.isFinite(value);
  const isMet = isMeasured && (comparison === '<=' ? value <= budget : value >= budget);
  if (!isMet) misses += 1;
  const shown = isMeasured ? `${Number(value.toFixed(3))}${unit}` : 'not measured';
  console.log(`${isMet ? 'ok  ' : 'MISS'}  ${`lighthouse ${page}: ${what}`.padEnd(66)} ${shown.padStart(12)}   budget ${comparison} ${budget}${unit}`);
}
console.log(`\n${misses === 0 ? 'Every budget is met.' : `${misses} budget(s) missed.`}`);
process.exit(misses === 0 ? 0 : 1);
