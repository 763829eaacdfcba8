// Adds up the Vitest and Playwright JSON reports and prints CI's last line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { formatSeconds, slowestJourneyFiles, slowestVitestFiles } from './test-reports.mjs';

const [vitestFile, playwrightFile, failedStepCount, failedSteps, stepTimesFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;
/** The failed tests' names, printed just above the last line: only the log's tail may be read (CI session 19). */
const failedNames = [];

/** A failure's first lines, indented under its name: the assertion that failed, without the stack (CI session 24 named a test and not why). */
function reason(message) {
  if (!message) return '';
  const lines = stripVTControlCharacters(String(message))
    .split('\n')
    .filter((line) => line.trim() !== '' && !/^\s+at /.test(line))
    .slice(0, 8);
  return lines.map((line) => `\n      ${line.slice(0, 300)}`).join('');
}

function collectVitestFailures(report, label) {
  for (const file of report.testResults ?? []) {
    const name = path.relative(process.cwd(), file.name);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) failedNames.push(`${label} ${name} > ${test.fullName ?? test.title}${reason(test.failureMessages?.[0])}`);
    // A file that fails outside its tests (import, hook) has no failed test of its own.
    if (file.status === 'failed' && failedTests.length === 0) failedNames.push(`${label} ${name} : ${String(file.message ?? '').split('\n')[0]}`);
  }
}

/** A timeout's first error says only « Test timeout »; the next ones name the action that was waiting (CI session 29). */
function errorsOf(result) {
  const errors = (result?.errors?.length ? result.errors : [result?.error]).filter(Boolean).slice(0, 3);
  return errors.map((error) => reason(error.message)).join('');
}

/** Journeys that failed, then passed on their retry. */
const flakyNames = [];

function collectPlaywrightFailures(suite, titles) {
  for (const child of suite.suites ?? []) collectPlaywrightFailures(child, [...titles, child.title]);
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const name = `e2e ${[...titles, spec.title].filter(Boolean).join(' > ')}`;
      if (test.status === 'unexpected') failedNames.push(`${name}${errorsOf(test.results?.at(-1))}`);
      // Passed on its retry (playwright.config.ts): listed with the first try's error, never hidden.
      if (test.status === 'flaky') flakyNames.push(`${name}${errorsOf(test.results?.[0])}`);
    }
  }
}

if (existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  collectVitestFailures(report, 'vitest');
} else {
  failed += 1;
  console.log('Rapport Vitest absent.');
}

// The dated runs' reports (scripts/test-dated.mjs), beside the main one.
const reportsDirectory = path.dirname(vitestFile);
const datedReports = existsSync(reportsDirectory) ? readdirSync(reportsDirectory).filter((name) => /^vitest-dated-.*\.json$/.test(name)) : [];
for (const name of datedReports) {
  const report = JSON.parse(readFileSync(path.join(reportsDirectory, name), 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  collectVitestFailures(report, name.replace(/^vitest-(.*)\.json$/, '$1'));
}

if (existsSync(playwrightFile)) {
  const report = JSON.parse(readFileSync(playwrightFile, 'utf8'));
  passed += report.stats.expected + (report.stats.flaky ?? 0);
  failed += report.stats.unexpected;
  collectPlaywrightFailures(report, []);
} else {
  failed += 1;
  console.log('Rapport Playwright absent.');
}

if (existsSync(vitestFile)) {
  console.log('Fichiers de test les plus lents (Vitest, npm test) :');
  for (const file of slowestVitestFiles(JSON.parse(readFileSync(vitestFile, 'utf8')), 10)) console.log(`  ${formatSeconds(file.seconds)}  ${file.name}`);
}
if (existsSync(playwrightFile)) {
  console.log('Parcours les plus longs (durée de leurs tests, additionnée) :');
  for (const file of slowestJourneyFiles(JSON.parse(readFileSync(playwrightFile, 'utf8')), 5)) console.log(`  ${formatSeconds(file.seconds)}  ${file.name}`);
}

// Each step's duration (.ci/run writes them), so that the tail of the log says where CI's time went.
if (stepTimesFile && existsSync(stepTimesFile)) {
  console.log('Durée des étapes :');
  for (const line of readFileSync(stepTimesFile, 'utf8').trim().split('\n')) console.log(`  ${line}`);
}
if (flakyNames.length > 0) {
  console.log(`Parcours instables, réussis au second essai (${flakyNames.length}) :`);
  for (const name of flakyNames.slice(0, 20)) console.log(`  ~ ${name}`);
}
if (failedNames.length > 0) {
  console.log(`Tests en échec (${failedNames.length}) :`);
  for (const name of failedNames.slice(0, 40)) console.log(`  ✗ ${name}`);
}
// A failed step's log tail (.ci/run's step-<name>.log); npm test's and the dated runs' failures are named above.
const stepLog = (step) => path.join(reportsDirectory, `step-${step.replaceAll(' ', '-')}.log`);
const readLog = (step) => (existsSync(stepLog(step)) ? stripVTControlCharacters(readFileSync(stepLog(step), 'utf8')).split('\n') : []);
const missedChecks = readLog('rolling restart').filter((line) => line.startsWith('RATÉ') || line.startsWith('  20'));
if (missedChecks.length > 0) {
  console.log('Redémarrage en roulement, points ratés (tous essais) :');
  for (const line of missedChecks.slice(0, 20)) console.log(`  ${line}`);
}
// .ci/run passes the failed steps' names joined by spaces; none of the names below is part of another.
const stepsFailed = failedSteps ?? '';
for (const step of ['npm ci', 'lint', 'format', 'typecheck', 'API document', 'build', 'size', 'rolling restart']) {
  if (!stepsFailed.includes(step)) continue;
  console.log(`--- fin du journal de l'étape « ${step} » :`);
  for (const line of readLog(step).filter(Boolean).slice(-25)) console.log(`  ${line.slice(0, 300)}`);
}
if (Number(failedStepCount) > 0) {
  console.log(`Étapes en échec : ${failedSteps}`);
  failed += passed === 0 && failed === 0 ? 1 : 0;
}
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(Number(failedStepCount) > 0 || failed > 0 ? 1 : 0);
