// CI's dated runs (issue 34): the shared rules and the API suite (on PGlite) with the clock set, by
// libfaketime, to the dates on which a rule keyed on today has failed or could: a Friday evening that is the
// first of a month (the booking window's next week; French writes « 1er », which a test's pattern refused on
// 1 December 2026, session 30), a Saturday and a Sunday (no booking on a weekend, « this week » ending), and
// the two daylight-saving Sundays, inside their odd hour (Paris at 02:30, before the spring jump and in
// the autumn's repeated hour). The clock starts there and runs on. Times are UTC (TZ=UTC).
//
// Why this split. The shared suite is cheap (under a minute here under faketime), so it runs whole at each
// date. The API suite is the dear one (about 10 minutes on PGlite here, session 20), and five more runs of it
// would take CI past its 90-minute limit. It runs once in all instead, each date running a distinct fifth of
// its files (--shard i/5): this step took 764 s of a 61-minute .ci/run here (session 20). Every API file meets
// one of the dates on each run, and a file's fifth moves when files are added, so files meet other dates over
// time. To check a given file at all five dates: `npm run test:dated -- <files>`.
// A test worker runs many files (isolate: false), so its faked clock has run on for minutes while a process it
// starts would begin again at the date: test/support/child-process-env.ts starts it at the worker's now.
// The api-postgres project stays out: libfaketime moves this process's clock, not the PostgreSQL
// server's, and the two clocks must agree.
//
// Under CI=true each run writes its JSON report as .ci-output/vitest-dated-*.json for the summary line.
import { spawnSync } from 'node:child_process';

export const DATED_RUNS = [
  { name: 'vendredi-1er', at: '2027-10-01 16:30:00' },
  { name: 'samedi', at: '2026-12-05 10:00:00' },
  { name: 'dimanche', at: '2026-12-06 20:30:00' },
  { name: 'heure-d-ete', at: '2027-03-28 00:30:00' },
  { name: 'heure-d-hiver', at: '2027-10-31 00:30:00' },
];

// `npm run test:dated -- <files>`: those files only, whole at each date (to check a date-sensitive test).
const files = process.argv.slice(2);
const isCi = process.env.CI === 'true';
let status = 0;
for (const [index, { name, at }] of DATED_RUNS.entries()) {
  const suites =
    files.length > 0
      ? [
          { project: 'shared', args: ['--passWithNoTests', ...files] },
          { project: 'api', args: ['--passWithNoTests', ...files] },
        ]
      : [
          { project: 'shared', args: [] },
          { project: 'api', args: [`--shard=${index + 1}/${DATED_RUNS.length}`] },
        ];
  for (const { project, args } of suites) {
    const report = isCi ? ['--reporter=default', '--reporter=json', `--outputFile.json=.ci-output/vitest-dated-${name}-${project}.json`] : [];
    console.log(`\n::: ${project} au ${at} UTC (${name})${args.length > 0 ? ` ${args.join(' ')}` : ''}`);
    const result = spawnSync('faketime', ['-f', `@${at}`, 'npx', 'vitest', 'run', '--project', project, ...args, ...report], {
      stdio: 'inherit',
      env: { ...process.env, TZ: 'UTC' },
    });
    if ((result.status ?? 1) !== 0) status = 1;
  }
}
process.exit(status);
