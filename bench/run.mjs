// npm run bench: load scenarios with autocannon against the server started here on the scale data
// (bench/seed-scale.mjs, on PostgreSQL or on PGlite), each reported as requests/s, p50, p99 and as a ratio to
// /api/health measured in the same run. Writes bench/results/latest.json for the budget script.
//
// Usage: npm run bench [-- --duration 15 --connections 50 --only health,slot-search --database pglite]
//   --database          postgres (default) or pglite: the built server over the embedded data directory
//                       that `npm run seed-scale -w @parenthese/bench -- --database pglite` filled
//   BENCH_DATABASE_URL  the seeded database (default postgres://postgres@127.0.0.1:5432/parenthese_bench)
//   BENCH_PGLITE_DIR    with --database pglite, the seeded data directory (default $TMPDIR/parenthese-bench-pglite)
//   BENCH_PORT          the server's port (default 3550)
//   BENCH_NODE_ARGS     extra Node options for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
//   BENCH_SERVER_DIST   a compiled server (another build's dist/main.js, with its dist/migrations) to run instead
//                       of building this one: two builds compared on the same data, in turns
//   BENCH_READ_BODIES   1: autocannon decodes every answer's body as it does by default (see below)
//
// Source addresses: every connection binds its own 127.x.y.z address, and connections are reopened
// every few requests on a fresh one, so the per-address limiters (600 requests a minute globally,
// 30 sign-in attempts per 10 minutes) shape none of the figures; the limiters still run on every request.
// Signed-in requests count against their account instead: the readers, bookers and administrators
// are many (2,000 readers, 500 administrators), so none reaches 600 in a minute.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { SignJWT } from 'jose';
import { checkDatabaseKind, openBenchDatabase, pgliteDataDir } from './database.mjs';
import { BENCH_PASSWORD, benchDatabaseUrl, SCALE } from './scale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string', default: '' },
    database: { type: 'string', default: 'postgres' },
  },
});
const kind = checkDatabaseKind(options.database);
const duration = Number(options.duration);
const connections = Number(options.connections);
const only = options.only ? new Set(options.only.split(',')) : null;
const port = Number(process.env.BENCH_PORT ?? 3550);
const databaseUrl = benchDatabaseUrl();
const jwtSecret = 'bench-secret-only-for-this-local-benchmark-run-0123456789';
const benchEncryptionKey = 'b'.repeat(64);
const base = `http://127.0.0.1:${port}`;

// ----- one source address per connection -----
let addressCounter = 0;
function nextSourceAddress() {
  addressCounter += 1;
  return `127.${100 + (Math.floor(addressCounter / 65_000) % 100)}.${(Math.floor(addressCounter / 250) % 250) + 1}.${(addressCounter % 250) + 1}`;
}
const originalConnect = net.connect;
net.connect = function connectFromOwnAddress(portOrOptions, host, ...rest) {
  if ((typeof portOrOptions === 'number' || typeof portOrOptions === 'string') && typeof host === 'string' && host.startsWith('127.')) {
    return originalConnect.call(net, { port: portOrOptions, host, localAddress: nextSourceAddress() }, ...rest);
  }
  return originalConnect.call(net, portOrOptions, host, ...rest);
};

// ----- a load generator that spends its CPU on requests, not on bodies nobody reads -----
// autocannon appends every answer's body to a string (`body += chunk`) in case a check reads it; no
// scenario here does (no onResponse, verifyBody or expectBody). Decoding 20 KB of brotli as UTF-8 was
// 40 % of autocannon's CPU on the slot search (0.29 ms per answer, more than the server's 0.2 ms), on the
// 2 cores it shares with the server and PostgreSQL. Bytes on the wire are still counted.
// BENCH_READ_BODIES=1 keeps autocannon's default, to compare.
const PipelinedRequestsQueue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js');
if (typeof PipelinedRequestsQueue.prototype.addBody !== 'function') throw new Error('autocannon a changé : bench/run.mjs ne sait plus ignorer les corps des réponses');
if (process.env.BENCH_READ_BODIES !== '1') PipelinedRequestsQueue.prototype.addBody = function ignoreBody() {};

// ----- the server -----
async function startServer() {
  const nodeArguments = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ').filter(Boolean) : [];
  // The compiled server, as `npm start` runs it.
  const entry = process.env.BENCH_SERVER_DIST ? path.resolve(process.env.BENCH_SERVER_DIST) : path.join(root, 'apps/api/dist/main.js');
  if (!process.env.BENCH_SERVER_DIST) {
    const build = spawnSync('npm', ['run', 'build', '-w', '@parenthese/api'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error("la compilation de l'API a échoué");
  }
  const server = spawn(process.execPath, [...nodeArguments, entry], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Without a URL the server opens PGlite in DATA_DIR/pglite.
      DATABASE_URL: kind === 'postgres' ? databaseUrl : '',
      DEMO_SEED: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: jwtSecret,
      // With DATABASE_URL the server takes its keys from the environment only (decision 0070).
      ...(kind === 'postgres' ? { DATA_ENCRYPTION_KEY: benchEncryptionKey } : {}),
      DATA_DIR: kind === 'postgres' ? path.join(os.tmpdir(), 'parenthese-bench-data') : pgliteDataDir(),
    },
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && server.exitCode === null) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  throw new Error('le serveur ne répond pas sur /api/health');
}

// ----- what the scenarios need -----
const secret = new TextEncoder().encode(jwtSecret);
const tokenFor = (userId, role, sessionId) =>
  new SignJWT({ role, sid: sessionId }).setProtectedHeader({ alg: 'HS256' }).setSubject(userId).setIssuer('parenthese').setIssuedAt().setExpirationTime('2h').sign(secret);

/**
 * Bearer headers without argon2id: one server-side session per account, inserted as a sign-in's
 * openSession does (the session check reads it at every request), and a token naming it.
 */
async function authorizationsFor(userIds, role) {
  const { rows } = await db.query(`insert into sessions (user_id, expires_at, device_label) select unnest($1::uuid[]), now() + interval '2 hours', 'Bench' returning id, user_id`, [userIds]);
  return Promise.all(rows.map(async (row) => ({ id: row.user_id, authorization: `Bearer ${await tokenFor(row.user_id, role, row.id)}` })));
}

// PGlite's directory is opened by one process at a time: the bench reads what it needs before the
// server starts, and checks integrity after it stops (on PostgreSQL too, for one way of doing it).
let db = await openBenchDatabase(kind);
const categories = ['Neuropsychologue', 'Psychologue clinicien', 'Psychologue du travail', 'Psychologue social'];

/** Round-robin over a list, one item per request. */
function rotating(items, build) {
  let index = 0;
  return (request) => {
    const item = items[index % items.length];
    index += 1;
    return { ...request, ...build(item) };
  };
}

async function employeesWithTokens(count) {
  const { rows } = await db.query(`select e.user_id from employees e join users u on u.id = e.user_id where not u.is_locked and e.available_credits >= 2 order by random() limit $1`, [count]);
  return authorizationsFor(
    rows.map((row) => row.user_id),
    'EMPLOYEE',
  );
}

/** Free slots from the day after tomorrow, each paired with one of its psychologist's categories. */
async function freeSlots(count) {
  const { rows } = await db.query(
    `select m.id, d.categories[1] as category from meetings m join doctors d on d.user_id = m.doctor_id
     where m.status = 'AVAILABLE' and m.starts_at > now() + interval '2 days' and m.starts_at < now() + interval '80 days'
       and extract(isodow from m.starts_at at time zone business_time_zone()) < 6
     order by random() limit $1`,
    [count],
  );
  return rows;
}

async function checkIntegrity() {
  const { rows } = await db.query(`select
    (select count(*) from (select doctor_id, starts_at from meetings where status = 'BOOKED' group by 1, 2 having count(*) > 1) doubled)::int as double_bookings,
    (select count(*) from (select a.id from meetings a join meetings b on a.employee_id = b.employee_id and a.id < b.id
       and a.status = 'BOOKED' and b.status = 'BOOKED' and a.starts_at < b.ends_at and b.starts_at < a.ends_at
       where a.starts_at > now()) overlapping)::int as overlapping,
    (select count(*) from employees e where e.available_credits <> (select coalesce(sum(delta), 0) from credit_ledger l where l.employee_id = e.user_id and l.account = 'EMPLOYEE'))::int as employee_ledger_mismatches,
    (select count(*) from companies c where c.credits_amount <> (select coalesce(sum(delta), 0) from credit_ledger l where l.company_id = c.id and l.account = 'COMPANY'))::int as company_ledger_mismatches,
    (select count(*) from employees where available_credits < 0)::int + (select count(*) from companies where credits_amount < 0)::int as negative_balances`);
  return rows[0];
}

/**
 * The SITE administrators of seed-scale and the company with 10,000 employees. The API's global limit
 * (600 requests a minute) counts a signed-in request against its account, so each admin request goes
 * out as the next administrator in turn (`asAdmin`).
 */
async function adminContext() {
  const { rows: admins } = await db.query("select user_id as id from admins where admin_role = 'SITE'");
  if (admins.length < SCALE.admins) throw new Error(`${admins.length} administrateurs sur ${SCALE.admins} : relancez \`npm run seed-scale -w @parenthese/bench\`.`);
  const {
    rows: [company],
  } = await db.query('select company_id as id, count(*)::int as employees from employees group by 1 order by 2 desc limit 1');
  const authorizations = (
    await authorizationsFor(
      admins.map((admin) => admin.id),
      'ADMIN',
    )
  ).map((admin) => admin.authorization);
  let next = 0;
  const asAdmin = (request) => ({
    ...request,
    setupRequest: (built) => ({ ...built, headers: { ...built.headers, authorization: authorizations[(next += 1) % authorizations.length] } }),
  });
  return { asAdmin, companyId: company.id, employees: company.employees };
}

// ----- scenarios -----
async function scenarios() {
  const readers = await employeesWithTokens(2_000);
  const admin = await adminContext();
  const employeesPath = `/api/admin/companies/${admin.companyId}/employees/get/all`;
  const list = [
    { name: 'health', request: { method: 'GET', path: '/api/health' }, reconnectRate: 100 },
    {
      name: 'sign-in',
      note: 'argon2id (19 MiB, t=2) on purpose; one account per request',
      reconnectRate: 10,
      setup: () => {
        let next = 1;
        return (request) => {
          const number = 1 + ((next * 7) % SCALE.employees);
          next += 1;
          return { ...request, body: JSON.stringify({ usermail: `salarie.${number}`, password: BENCH_PASSWORD }) };
        };
      },
      request: { method: 'POST', path: '/api/token/create', headers: { 'content-type': 'application/json' } },
    },
    {
      name: 'slot-search',
      note: '3-month window, one category and mode per request (rotating), 500 psychologists',
      reconnectRate: 100,
      setup: () => {
        const now = Date.now();
        const pairs = readers.flatMap((reader, index) => [{ reader, category: categories[index % 4], meetingType: index % 2 ? 'PHONE' : 'TEAMS' }]);
        return rotating(pairs, ({ reader, category, meetingType }) => ({
          headers: { 'content-type': 'application/json', authorization: reader.authorization },
          body: JSON.stringify({ doctorCategoryName: category, meetingType, startDate: new Date(now).toISOString(), endDate: new Date(now + 100 * 86_400_000).toISOString() }),
        }));
      },
      request: { method: 'POST', path: '/api/employee-service/meeting/find' },
    },
    {
      name: 'meeting-list',
      reconnectRate: 100,
      setup: () => rotating(readers, (reader) => ({ headers: { authorization: reader.authorization } })),
      request: { method: 'GET', path: '/api/employee-service/meeting/load' },
    },
    {
      name: 'booking',
      note: 'distinct free slots, distinct employees; integrity checked afterwards',
      reconnectRate: 50,
      prepare: async () => {
        // Enough for the run at a few thousand bookings a second; each employee books at most one here.
        const wanted = Math.max(5_000, duration * 3_000);
        const [slots, bookers] = await Promise.all([freeSlots(wanted), employeesWithTokens(wanted)]);
        return { slots, bookers };
      },
      setup: ({ slots, bookers }) => {
        let index = 0;
        return (request) => {
          const slot = slots[index % slots.length];
          const booker = bookers[index % bookers.length];
          index += 1;
          return {
            ...request,
            headers: { 'content-type': 'application/json', authorization: booker.authorization },
            body: JSON.stringify({ meetingType: 'TEAMS', meetingId: slot.id, doctorCategoryName: slot.category, subject: 'Bench' }),
          };
        };
      },
      request: { method: 'POST', path: '/api/employee-service/meeting/create' },
    },
    {
      name: 'admin-companies',
      note: 'the admin companies page as it loads: first page of 20 of the 1,000 companies with their counts',
      reconnectRate: 100,
      requests: [admin.asAdmin({ method: 'GET', path: '/api/admin/companies/get/all?page=1&pageSize=20' })],
    },
    {
      name: 'admin-employees',
      note: `the page of the company with ${admin.employees} employees, 5 per page: the company, its first page, a page halfway (one request each, in turn)`,
      reconnectRate: 100,
      requests: [
        admin.asAdmin({ method: 'GET', path: `/api/admin/companies/get/${admin.companyId}` }),
        admin.asAdmin({ method: 'GET', path: `${employeesPath}?page=1&pageSize=5` }),
        admin.asAdmin({ method: 'GET', path: `${employeesPath}?page=${Math.ceil(admin.employees / 10)}&pageSize=5` }),
      ],
    },
    {
      name: 'admin-employees-search',
      note: `the same page's search box: a name among the ${admin.employees} employees (first page of the matches)`,
      reconnectRate: 100,
      requests: [admin.asAdmin({ method: 'GET', path: `${employeesPath}?page=1&pageSize=5&search=N421` })],
    },
  ];
  return list.filter((scenario) => !only || only.has(scenario.name) || scenario.name === 'health');
}

/** Sent with every request, as a browser does: the bytes reported are those on the wire. */
const browserHeaders = { 'accept-encoding': 'br, gzip' };
const withBrowserHeaders = (request) => request && { ...request, headers: { ...browserHeaders, ...request.headers } };

function runAutocannon(scenario, prepared) {
  const setupRequest = scenario.setup ? scenario.setup(prepared) : undefined;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections,
        duration,
        reconnectRate: scenario.reconnectRate,
        // A scenario of several calls (a page's requests) sends them in turn on each connection.
        requests: scenario.requests
          ? scenario.requests.map(withBrowserHeaders)
          : [{ ...withBrowserHeaders(scenario.request), ...(setupRequest ? { setupRequest: (request, context) => withBrowserHeaders(setupRequest(request, context)) } : {}) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

// ----- CPU time per request: unlike req/s, barely moved by whatever else runs on the machine -----
const clockTicksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** User + system CPU time of a process so far, in ms (Linux /proc; 0 once it has gone). */
function processCpuMilliseconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicksPerSecond;
  } catch {
    return 0;
  }
}

/** CPU time so far of the server, of this load generator (autocannon runs here) and of the PostgreSQL backends serving the bench database (by pid). */
async function cpuSnapshot(serverPid) {
  const backends = new Map();
  if (kind === 'postgres') {
    const { rows } = await db.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    for (const { pid } of rows) backends.set(pid, processCpuMilliseconds(pid));
  }
  return { server: processCpuMilliseconds(serverPid), client: processCpuMilliseconds(process.pid), backends };
}

/** CPU ms per request between two snapshots; a backend opened during the scenario counts from 0. */
function cpuPerRequest(before, after, requests) {
  let database = 0;
  for (const [pid, milliseconds] of after.backends) database += milliseconds - (before.backends.get(pid) ?? 0);
  const perRequest = (milliseconds) => (requests ? Number((milliseconds / requests).toFixed(3)) : null);
  return {
    server: perRequest(after.server - before.server),
    database: kind === 'postgres' ? perRequest(database) : null,
    client: perRequest(after.client - before.client),
  };
}

/** Waits until the server has drained the previous scenario's queue (e.g. slow sign-ins still running). */
async function settle() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${base}/api/health`).catch(() => undefined);
    if (performance.now() - started < 20) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000));
}

const seeded = await db.query('select count(*)::int as employees from employees').catch(() => ({ rows: [{ employees: 0 }] }));
if (seeded.rows[0].employees < SCALE.employees) {
  const where = kind === 'postgres' ? databaseUrl : pgliteDataDir();
  console.error(`No scale data in ${where}: run \`npm run seed-scale -w @parenthese/bench${kind === 'pglite' ? ' -- --database pglite' : ''}\` first.`);
  await db.close();
  process.exit(1);
}

// Everything a scenario needs is read now, before the server holds the database.
const planned = [];
for (const scenario of await scenarios()) planned.push({ scenario, prepared: scenario.prepare ? await scenario.prepare() : undefined });
if (kind === 'pglite') await db.close();

const server = await startServer();
const results = [];
try {
  for (const { scenario, prepared } of planned) {
    await settle();
    const cpuBefore = await cpuSnapshot(server.pid);
    const result = await runAutocannon(scenario, prepared);
    const cpu = cpuPerRequest(cpuBefore, await cpuSnapshot(server.pid), result.requests.total);
    const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, value]) => [status, value.count]));
    const entry = {
      name: scenario.name,
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      bytesPerResponse: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
      total: result.requests.total,
      statuses,
      errors: result.errors + result.timeouts,
      cpuMillisecondsPerRequest: cpu,
      note: scenario.note,
    };
    results.push(entry);
    console.log(
      `${entry.name.padEnd(22)} ${String(entry.requestsPerSecond).padStart(7)} req/s  p50 ${String(entry.p50).padStart(5)} ms  p99 ${String(entry.p99).padStart(5)} ms  CPU/request: server ${cpu.server} ms, PostgreSQL ${cpu.database ?? '-'} ms, autocannon ${cpu.client} ms  ${JSON.stringify(statuses)}`,
    );
  }
} finally {
  // A server that died during a scenario has already said why on stderr.
  if (server.exitCode === null && server.signalCode === null) {
    process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => server.on('exit', resolve));
  } else console.error(`Le serveur s'est arrêté pendant le banc (code ${server.exitCode ?? server.signalCode}).`);
}
// The bookings are checked once the server has stopped (the scenarios after booking only read).
if (kind === 'pglite') db = await openBenchDatabase(kind);
const bookingEntry = results.find((entry) => entry.name === 'booking');
if (bookingEntry) bookingEntry.integrity = await checkIntegrity();
await db.close();

const health = results.find((entry) => entry.name === 'health');
for (const entry of results) entry.ratioToHealth = health ? entry.requestsPerSecond / health.requestsPerSecond : null;
console.log('\n| scenario | req/s | p50 (ms) | p99 (ms) | ratio to /api/health | CPU ms/request: server, PostgreSQL, autocannon | bytes/answer (on the wire, headers included) | statuses |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const entry of results) {
  console.log(
    `| ${entry.name} | ${entry.requestsPerSecond} | ${entry.p50} | ${entry.p99} | ${(entry.ratioToHealth * 100).toFixed(1)}% | ${entry.cpuMillisecondsPerRequest.server}, ${entry.cpuMillisecondsPerRequest.database ?? '-'}, ${entry.cpuMillisecondsPerRequest.client} | ${entry.bytesPerResponse} | ${Object.entries(
      entry.statuses,
    )
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ')} |`,
  );
}
const booking = results.find((entry) => entry.name === 'booking');
if (booking) console.log(`\nbooking integrity afterwards: ${JSON.stringify(booking.integrity)}`);

const output = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}, Node ${process.version}, load average ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`,
  database: kind === 'postgres' ? 'PostgreSQL (bench/seed-scale)' : 'PGlite, one connection (bench/seed-scale -- --database pglite)',
  duration,
  connections,
  results,
};
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/latest.json'), `${JSON.stringify(output, null, 2)}\n`);
console.log('\nbench/results/latest.json written; `npm run budget -w @parenthese/bench` compares it with the budgets.');
