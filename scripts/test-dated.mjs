// CI's dated runs (issue 34): the shared rules and the API suite (on PGlite) with the clock set, by
// libfaketime, to the dates on which a rule keyed on today has failed or could: a Friday evening (the
// booking window's next week), a Saturday and a Sunday (no booking on a weekend, « this week » ending), and
// the two daylight-saving Sundays, inside their odd hour (Paris at 02:30, before the spring jump and in
// the autumn's repeated hour). The clock starts there and runs on. Times are UTC (TZ=UTC).
//
// Why this split. The shared suite is cheap (56 s here under faketime, on 2 cores shared with four other
// runs), so it runs whole at each date (about 5 minutes in all). The API suite is the dear one: it is most
// of the Vitest time of a 54-minute CI run, and five more runs of it would take CI past its 90-minute
// limit. It runs once in all instead, each date running a distinct fifth of its files (--shard i/5): about
// one more API suite, which keeps CI near 70-75 minutes. Every API file meets one of the dates on each run,
// and a file's fifth moves when files are added, so files meet other dates over time. To check a given
// file at all five dates: `npm run test:dated -- <files>`.
// The api-postgres project stays out: libfaketime moves this process's clock, not the PostgreSQL
// server's, and the two clocks must agree.
//
// Under CI=true each run writes its JSON report as .ci-output/vitest-dated-*.json for the summary line.
import { spawnSync } from 'node:child_process';

export const DATED_RUNS = [
  { name: 'vendredi', at: '2026-12-04 16:30:00' },
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
