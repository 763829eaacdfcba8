// npm run employee-import -w @parenthese/bench [-- --rows 10000 --database both|postgres|pglite]
// Issue 24: a 10,000-row CSV import through the real API and its background job, on PostgreSQL (a new
// database bench_import_<random> on BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres,
// dropped at the end) and on PGlite (in memory). The app is built in this process from its TypeScript
// sources (tsx), its job engine polling every second as a server's does. Half the rows carry an email
// (invited), half get a temporary password. Prints the time of the start call (checks, hash, queueing),
// the progress read meanwhile, the time until the import reads COMPLETED, and the summary's download;
// writes bench/results/employee-import.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/api/src/app.ts';
import { connectDatabase } from '../apps/api/src/db/client.ts';
import { createAdmin, createCompany } from '../apps/api/test/support/factories.ts';
import { bearerFor } from '../apps/api/test/support/consultations.ts';
import { benchAppConfig, createBenchDatabase, root } from './in-process-app.mjs';

const { values: options } = parseArgs({ options: { rows: { type: 'string', default: '10000' }, database: { type: 'string', default: 'both' } } });
const rowCount = Number(options.rows);
const seconds = (ms) => (ms / 1000).toFixed(1);

const rows = Array.from({ length: rowCount }, (_, index) => ({
  line: index + 2,
  firstName: `Prénom${index}`,
  lastName: `Nom${index % 97}`,
  service: `Service ${index % 23}`,
  job: 'Technicien',
  email: index % 2 === 0 ? `salarie${index}@bench.parenthese.fr` : null,
}));

async function run(kind) {
  const database = kind === 'postgres' ? await createBenchDatabase('bench_import') : undefined;
  const connection = await connectDatabase({ databaseUrl: database?.url, dataDir: 'memory://' });
  const { app, services } = await buildApp({ config: benchAppConfig({ jobPollingSeconds: 1 }), connection });
  await app.ready();
  const result = { database: kind, rows: rowCount, loadAverage: os.loadavg().map((load) => Number(load.toFixed(2))) };
  try {
    const company = await createCompany(connection.db, { employeeAmountMax: 2 });
    const authorization = await bearerFor({ services }, await createAdmin(connection.db, { adminRole: 'SITE' }));
    const base = `/api/admin/companies/${company.id}/employee-imports`;

    const startedAt = performance.now();
    const start = await app.inject({ method: 'POST', url: base, headers: { authorization }, payload: { rows } });
    if (start.statusCode !== 202) throw new Error(`start: ${start.statusCode} ${start.body}`);
    result.startCallMs = Math.round(performance.now() - startedAt);
    const { importId } = start.json();

    const samples = [];
    let state;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      state = (await app.inject({ method: 'GET', url: `${base}/${importId}`, headers: { authorization } })).json();
      samples.push({ atMs: Math.round(performance.now() - startedAt), created: state.createdCount });
      if (state.status !== 'RUNNING') break;
      if (performance.now() - startedAt > 20 * 60_000) throw new Error('import still running after 20 minutes');
    }
    result.totalMs = Math.round(performance.now() - startedAt);
    result.status = state.status;
    result.created = state.createdCount;
    result.invited = state.invitedCount;
    result.progressReads = samples.length;
    result.distinctProgressValues = new Set(samples.map((sample) => sample.created)).size;

    const downloadAt = performance.now();
    const summary = await app.inject({ method: 'POST', url: `${base}/${importId}/summary`, headers: { authorization } });
    result.summaryMs = Math.round(performance.now() - downloadAt);
    result.summaryLines = summary.body.split('\r\n').length;
    console.log(
      `${kind.padEnd(8)} ${rowCount} rows: start call ${seconds(result.startCallMs)} s, COMPLETED after ${seconds(result.totalMs)} s (${result.status}, ${result.created} created, ${result.invited} invited; ` +
        `${result.distinctProgressValues} distinct progress values in ${result.progressReads} reads), summary ${result.summaryMs} ms (${summary.statusCode}, ${result.summaryLines} lines); load ${result.loadAverage.join(' ')}`,
    );
    return result;
  } finally {
    await app.close();
    await connection.close();
    await database?.drop();
  }
}

const results = [];
for (const kind of options.database === 'both' ? ['postgres', 'pglite'] : [options.database]) results.push(await run(kind));
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/employee-import.json'), `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`);
