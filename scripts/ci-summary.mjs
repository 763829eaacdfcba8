// Adds up the Vitest and Playwright JSON reports and prints CI's last line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [vitestFile, playwrightFile, failedStepCount, failedSteps] = process.argv.slice(2);
let passed = 0;
let failed = 0;

if (existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
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
}

if (existsSync(playwrightFile)) {
  const stats = JSON.parse(readFileSync(playwrightFile, 'utf8')).stats;
  passed += stats.expected + (stats.flaky ?? 0);
  failed += stats.unexpected;
} else {
  failed += 1;
  console.log('Rapport Playwright absent.');
}

if (Number(failedStepCount) > 0) {
  console.log(`Étapes en échec : ${failedSteps}`);
  failed += passed === 0 && failed === 0 ? 1 : 0;
}
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(Number(failedStepCount) > 0 || failed > 0 ? 1 : 0);
