// Reading the test runners' JSON reports: where npm test's time goes (issue 38), for CI's summary and npm run test:timed.
import path from 'node:path';

/** The slowest files of a Vitest report, slowest first; a file run by two projects (api, api-postgres) appears twice. */
export function slowestVitestFiles(report, count) {
  return (report.testResults ?? [])
    .map((file) => ({ name: path.relative(process.cwd(), file.name), seconds: (file.endTime - file.startTime) / 1000 }))
    .filter((file) => Number.isFinite(file.seconds))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
}

/** The journey files of a Playwright report by the time their tests took, added up (two workers share the run's time). */
export function slowestJourneyFiles(report, count) {
  const secondsByFile = new Map();
  const visit = (suite) => {
    for (const child of suite.suites ?? []) visit(child);
    for (const spec of suite.specs ?? []) {
      const milliseconds = (spec.tests ?? []).flatMap((test) => test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
      secondsByFile.set(spec.file, (secondsByFile.get(spec.file) ?? 0) + milliseconds / 1000);
    }
  };
  for (const suite of report.suites ?? []) visit(suite);
  return [...secondsByFile]
    .map(([name, seconds]) => ({ name: `e2e/journeys/${name}`, seconds }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
}

export const formatSeconds = (seconds) => `${seconds.toFixed(1).padStart(6)} s`;
