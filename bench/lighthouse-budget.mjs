// Compares the last `npm run lighthouse` (bench/results/lighthouse.json, or the file given) with issue 27's
// budgets, the same for every page of every audience (lighthouse-pages.mjs): performance at least 95, Largest
// Contentful Paint at most 2.5 s, Cumulative Layout Shift at most 0.05, Total Blocking Time at most 150 ms, on
// each page's median run. Prints each figure against its budget, like budget.mjs, and exits 1 on a miss; a
// page of the list missing from the results is a miss.
// Usage: npm run lighthouse-budget -w @parenthese/bench [-- path/to/lighthouse.json]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lighthouseBudgets, lighthousePages } from './lighthouse-pages.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const file = process.argv[2] ?? path.join(here, 'results/lighthouse.json');
const run = JSON.parse(readFileSync(file, 'utf8'));

/** [figure, its name, how it is read, comparison, budget, unit] */
const figures = [
  ['performance', (entry) => entry.performance, '>=', lighthouseBudgets.performance, ''],
  ['LCP', (entry) => entry.largestContentfulPaintMs, '<=', lighthouseBudgets.largestContentfulPaintMs, ' ms'],
  ['CLS', (entry) => entry.cumulativeLayoutShift, '<=', lighthouseBudgets.cumulativeLayoutShift, ''],
  ['TBT', (entry) => entry.totalBlockingTimeMs, '<=', lighthouseBudgets.totalBlockingTimeMs, ' ms'],
];
const pagePaths = [...new Set([...lighthousePages.map((page) => page.path), ...run.results.map((entry) => entry.path)])];

console.log(`Lighthouse run of ${run.date} (${run.machine}), ${run.runsPerPage} run(s) per page, load average ${run.loadAverage?.before?.join(' ')}\n`);
let misses = 0;
for (const page of pagePaths) {
  const entry = run.results.find((result) => result.path === page);
  for (const [what, read, comparison, budget, unit] of figures) {
    const value = entry ? read(entry) : undefined;
    const isMeasured = typeof value === 'number' && Number.isFinite(value);
    const isMet = isMeasured && (comparison === '<=' ? value <= budget : value >= budget);
    if (!isMet) misses += 1;
    const shown = isMeasured ? `${Number(value.toFixed(3))}${unit}` : 'not measured';
    console.log(`${isMet ? 'ok  ' : 'MISS'}  ${`lighthouse ${page}: ${what}`.padEnd(66)} ${shown.padStart(12)}   budget ${comparison} ${budget}${unit}`);
  }
}
console.log(`\n${misses === 0 ? 'Every budget is met.' : `${misses} budget(s) missed.`}`);
process.exit(misses === 0 ? 0 : 1);
