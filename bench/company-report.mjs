// npm run company-report -w @parenthese/bench [-- --employees 10000 --months 12 --calls 20]
// Issue 25: the employer's usage report of a company of 10,000 employees over 12 closed months (5 to 10 %
// of them consulting each month, the held ones rated), on PostgreSQL (a new database bench_report_<random>
// on BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres, dropped at the end). The app
// is built in this process from its TypeScript sources (tsx); the data is written in bulk. Times
// GET /api/admin/companies/report/:companyId: the first call, which freezes the closed months, then
// `calls` later ones, which only read the frozen records; then a second company frozen month by month (as
// the mail on the 1st does: twelve employee snapshots); writes bench/results/company-report.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { lastClosedMonthAt, parisDateTime, shiftMonthKey } from '@parenthese/shared';
import { buildApp } from '../apps/api/src/app.ts';
import { connectDatabase } from '../apps/api/src/db/client.ts';
import { createAdmin, createCompany, createPsychologist } from '../apps/api/test/support/factories.ts';
import { bearerFor } from '../apps/api/test/support/consultations.ts';
import { loadCompanyReport } from '../apps/api/src/modules/admin/company-report/service.ts';
import { publishFrozenMonths } from '../apps/api/src/modules/admin/company-report/presenter.ts';
import { listFrozenRecords } from '../apps/api/src/modules/admin/company-report/repository.ts';
import { insertMeetings, insertReportEmployees, monthUsage } from '../apps/api/test/support/company-report.ts';
import { benchAppConfig, createBenchDatabase, root } from './in-process-app.mjs';

const { values: options } = parseArgs({ options: { employees: { type: 'string', default: '10000' }, months: { type: 'string', default: '12' }, calls: { type: 'string', default: '20' } } });
const employeeCount = Number(options.employees);
const monthCount = Number(options.months);
const callCount = Number(options.calls);

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
const monthStart = (month) => {
  const [year, monthNumber] = month.split('-').map(Number);
  return parisDateTime(year, monthNumber, 1);
};

const database = await createBenchDatabase('bench_report');
const connection = await connectDatabase({ databaseUrl: database.url, dataDir: 'memory://' });
const { app, services } = await buildApp({ config: benchAppConfig({}), connection });
await app.ready();
try {
  const db = connection.db;
  const lastClosedMonth = lastClosedMonthAt(new Date());
  const firstMonth = shiftMonthKey(lastClosedMonth, -(monthCount - 1));
  const authorization = await bearerFor({ services }, await createAdmin(db, { adminRole: 'SITE' }));

  /** A company of `employeeCount` employees created at the first month's start, with its months of usage. */
  async function seedCompany(prefix) {
    const company = await createCompany(db, { createdAt: monthStart(firstMonth), creditsAmount: 20_000 });
    const employeeIds = await insertReportEmployees(db, { companyId: company.id, count: employeeCount, createdAt: monthStart(firstMonth), prefix });
    // Psychologists of its own: two companies' bookings never claim the same slot.
    const doctorIds = [];
    for (let index = 0; index < 20; index++) doctorIds.push((await createPsychologist(db)).id);
    let consultations = 0;
    for (let index = 0; index < monthCount; index++) {
      // 5 % to 10 % of the employees consult in a month, a different share each month.
      const consulting = Math.round(employeeCount * (0.05 + (0.05 * ((index * 7) % 12)) / 11));
      const rows = monthUsage({ month: shiftMonthKey(firstMonth, index), employeeIds, doctorIds, consultingEmployees: consulting, offset: index * 997 });
      await insertMeetings(db, rows);
      consultations += rows.length;
    }
    return { company, consultations };
  }

  const timed = async (companyId) => {
    const startedAt = performance.now();
    const response = await app.inject({ method: 'GET', url: `/api/admin/companies/report/${companyId}`, headers: { authorization } });
    if (response.statusCode !== 200) throw new Error(`report: ${response.statusCode} ${response.body}`);
    return { ms: performance.now() - startedAt, report: response.json() };
  };
  const laterCalls = async (companyId) => {
    const times = [];
    for (let call = 0; call < callCount; call++) times.push((await timed(companyId)).ms);
    times.sort((a, b) => a - b);
    return { medianMs: Number(percentile(times, 0.5).toFixed(1)), p95Ms: Number(percentile(times, 0.95).toFixed(1)) };
  };

  const seedStartedAt = performance.now();
  const atOnce = await seedCompany('bench.rapport.a.');
  const monthly = await seedCompany('bench.rapport.b.');
  await db.execute('analyze');
  const seedMs = Math.round(performance.now() - seedStartedAt);

  // A: the first report ever asked freezes the twelve closed months at once (one employee snapshot).
  const first = await timed(atOnce.company.id);
  const atOnceLater = await laterCalls(atOnce.company.id);
  // B: each month frozen at its close, as the mail on the 1st does, so twelve employee snapshots are kept.
  const monthlyFreezes = [];
  for (let index = 1; index <= monthCount; index++) {
    const startedAt = performance.now();
    await loadCompanyReport(services, monthly.company.id, new Date(monthStart(shiftMonthKey(firstMonth, index)).getTime() + 6 * 3_600_000));
    monthlyFreezes.push(performance.now() - startedAt);
  }
  monthlyFreezes.sort((a, b) => a - b);
  const monthlyLater = await laterCalls(monthly.company.id);
  // The same figures recomputed from the frozen records, as the first call after a restart does.
  const recomputed = [];
  for (let call = 0; call < 5; call++) {
    const startedAt = performance.now();
    publishFrozenMonths(await listFrozenRecords(db, monthly.company.id), lastClosedMonth);
    recomputed.push(performance.now() - startedAt);
  }
  recomputed.sort((a, b) => a - b);

  const figures = JSON.stringify(first.report).match(/"suppressed":(true|false)/g) ?? [];
  const result = {
    date: new Date().toISOString(),
    database: 'postgres',
    employees: employeeCount,
    closedMonths: monthCount,
    consultationsPerCompany: atOnce.consultations,
    seedMs,
    firstCallFreezingAllMonthsMs: Math.round(first.ms),
    laterCalls: callCount,
    laterOneSnapshot: atOnceLater,
    monthlyFreezeMedianMs: Math.round(percentile(monthlyFreezes, 0.5)),
    monthlyFreezeMaxMs: Math.round(monthlyFreezes.at(-1)),
    laterTwelveSnapshots: monthlyLater,
    recomputedTwelveSnapshotsMedianMs: Math.round(percentile(recomputed, 0.5)),
    publishedFigures: figures.filter((figure) => figure.endsWith('false')).length,
    suppressedFigures: figures.filter((figure) => figure.endsWith('true')).length,
    loadAverage: os.loadavg().map((load) => Number(load.toFixed(2))),
  };
  console.log(
    `postgres, 2 companies of ${employeeCount} employees, ${monthCount} closed months, ${atOnce.consultations} consultations each (seeded in ${(seedMs / 1000).toFixed(1)} s)\n` +
      `A, all months frozen by the first call: first call ${result.firstCallFreezingAllMonthsMs} ms; later calls median ${atOnceLater.medianMs} ms, p95 ${atOnceLater.p95Ms} ms over ${callCount}\n` +
      `B, frozen month by month (12 employee snapshots): each month's freezing report median ${result.monthlyFreezeMedianMs} ms, max ${result.monthlyFreezeMaxMs} ms; later calls median ${monthlyLater.medianMs} ms, p95 ${monthlyLater.p95Ms} ms; ` +
      `recomputed from the frozen records (read and rule, no kept figures) median ${result.recomputedTwelveSnapshotsMedianMs} ms of 5\n` +
      `${result.publishedFigures} figures published, ${result.suppressedFigures} « moins de 10 »; load ${result.loadAverage.join(' ')}`,
  );
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/company-report.json'), `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await app.close();
  await connection.close();
  await database.drop();
}
