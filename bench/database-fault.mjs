// Restarts the local PostgreSQL server while six clients book consultations through a running API,
// and prints what the clients saw: status codes during the outage, time to recovery, and confirmed
// bookings before and after (every 200 must still be a booked slot, credits must match the ledger).
// Run it alone: the restart cuts every connection of the server, other people's tests included.
//   node bench/database-fault.mjs   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
import { spawn, execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SignJWT } from 'jose';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(process.env.BENCH_PORT ?? 3310);
const base = `http://127.0.0.1:${port}`;
const jwtSecret = randomBytes(48).toString('base64url');
const databaseName = `parenthese_fault_${randomBytes(4).toString('hex')}`;
const restartCommand = process.env.BENCH_RESTART_COMMAND ?? 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main restart';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const databaseUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

await withClient(serverUrl, (client) => client.query(`create database ${databaseName}`));
const server = spawn('npx', ['tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: jwtSecret,
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    TRUST_PROXY: '127.0.0.1',
    DEMO_SEED: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'ignore', 'pipe'],
});
let serverExit = null;
server.on('exit', (code, signal) => (serverExit = { code, signal }));
let serverErrors = '';
server.stderr.on('data', (chunk) => (serverErrors += chunk));

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { headers: { 'x-forwarded-for': '10.0.1.1' }, signal: AbortSignal.timeout(1000) })).ok) return true;
    } catch {
      // not yet
    }
    await sleep(100);
  }
  return false;
}

try {
  if (!(await waitFor(`${base}/api/health/ready`, 60_000))) throw new Error(`le serveur n'a pas démarré : ${serverErrors}`);

  // A company, a psychologist with many weekday slots, and six employees with many credits.
  const clients = await withClient(databaseUrl, async (db) => {
    const company = (await db.query(`insert into companies (name, email, credits_amount, employee_amount_max) values ('Banc de panne', 'rh@banc.fr', 10000, 3) returning id`)).rows[0].id;
    await db.query(`insert into credit_ledger (account, company_id, delta, reason) values ('COMPANY', $1, 10000, 'GRANT')`, [company]);
    const doctorsIds = [];
    for (let index = 0; index < 3; index += 1) {
      const doctor = (await db.query(`insert into users (role, email, password_hash, is_first_connection) values ('DOCTOR', $1, 'x', false) returning id`, [`psy-${index}@banc.fr`])).rows[0].id;
      await db.query(
        `insert into doctors (user_id, adeli_number, first_name, last_name, categories, is_phone_enabled, is_video_enabled) values ($1, $2, 'Psy', 'Banc', '{Psychologue clinicien}', true, true)`,
        [doctor, String(900000000 + index)],
      );
      doctorsIds.push(doctor);
    }
    // Weekday hours from 9h to 17h (UTC, on the hour), from two days ahead over eight weeks.
    await db.query(
      `insert into meetings (doctor_id, starts_at, ends_at, status)
       select d, h, h + interval '1 hour', 'AVAILABLE'
       from unnest($1::uuid[]) d,
            generate_series(date_trunc('day', now()) + interval '2 days' + interval '8 hours', date_trunc('day', now()) + interval '58 days', interval '1 hour') h
       where extract(isodow from h at time zone business_time_zone()) < 6 and extract(hour from h at time zone business_time_zone()) between 9 and 17`,
      [doctorsIds],
    );
    const result = [];
    for (let index = 0; index < 6; index += 1) {
      const user = (
        await db.query(`insert into users (role, username, email, password_hash, is_first_connection) values ('EMPLOYEE', $1, $2, 'x', false) returning id`, [`banc.${index}`, `banc.${index}@banc.fr`])
      ).rows[0].id;
      await db.query(`insert into employees (user_id, company_id, first_name, last_name, available_credits, credits_from_company) values ($1, $2, 'Banc', 'Salarié', 1000, 1000)`, [user, company]);
      await db.query(`insert into credit_ledger (account, company_id, employee_id, delta, reason) values ('EMPLOYEE', $1, $2, 1000, 'GRANT')`, [company, user]);
      // A server-side session, as a sign-in opens one (the token names it).
      const session = (await db.query(`insert into sessions (user_id, expires_at) values ($1, now() + interval '1 hour') returning id`, [user])).rows[0].id;
      const token = await new SignJWT({ role: 'EMPLOYEE', sid: session })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user)
        .setIssuer('parenthese')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(jwtSecret));
      result.push({ user, authorization: `Bearer ${token}`, address: `10.0.0.${index + 1}` });
    }
    return { company, employees: result, slots: (await db.query(`select id from meetings where status = 'AVAILABLE' order by starts_at, doctor_id`)).rows.map((row) => row.id) };
  });

  const events = [];
  const confirmed = [];
  let next = 0;
  let isRunning = true;
  // Each employee books the next free slot; a slot refused for any reason is not retried.
  const loops = clients.employees.map(async (employee) => {
    while (isRunning && next < clients.slots.length) {
      const meetingId = clients.slots[next++];
      const startedAt = Date.now();
      let status;
      try {
        const response = await fetch(`${base}/api/employee-service/meeting/create`, {
          method: 'POST',
          // One address per client (the API trusts this proxy header from 127.0.0.1 here), so that the
          // per-address safety limit (600 a minute) does not turn the load into 429s.
          headers: { authorization: employee.authorization, 'content-type': 'application/json', 'x-forwarded-for': employee.address },
          body: JSON.stringify({ meetingType: 'TEAMS', meetingId, doctorCategoryName: 'Psychologue clinicien' }),
          signal: AbortSignal.timeout(10_000),
        });
        status = response.status;
        await response.arrayBuffer();
      } catch (error) {
        status = error.name === 'TimeoutError' ? 'délai dépassé (10 s)' : 'connexion refusée';
      }
      events.push({ startedAt, endedAt: Date.now(), status });
      if (status === 200) confirmed.push(meetingId);
      await sleep(100);
    }
  });

  await sleep(3000);
  const bookedBefore = confirmed.length;
  const restartStartedAt = Date.now();
  execSync(restartCommand, { stdio: 'inherit', shell: '/bin/bash' });
  const databaseBackAt = Date.now();
  // Readiness as a load balancer would see it.
  let readyAt = null;
  while (readyAt === null && Date.now() - databaseBackAt < 30_000) {
    try {
      if ((await fetch(`${base}/api/health/ready`, { headers: { 'x-forwarded-for': '10.0.1.2' }, signal: AbortSignal.timeout(2000) })).ok) readyAt = Date.now();
    } catch {
      // not yet
    }
    if (readyAt === null) await sleep(100);
  }
  await sleep(4000);
  isRunning = false;
  await Promise.all(loops);

  // 409 is an ordinary answer here (a client holding two slots of the same hour with different psychologists).
  const isFailure = (event) => event.status !== 200 && event.status !== 409;
  const firstFailure = events.find((event) => event.endedAt >= restartStartedAt && isFailure(event));
  const firstSuccessAfter = events.find((event) => event.startedAt >= databaseBackAt && event.status === 200);
  // Every request that was in flight or sent between the start of the restart and the first booking confirmed after it.
  const outage = events.filter((event) => event.endedAt >= restartStartedAt && (!firstSuccessAfter || event.startedAt <= firstSuccessAfter.startedAt));
  const statusCounts = {};
  for (const event of outage) statusCounts[event.status] = (statusCounts[event.status] ?? 0) + 1;
  const slowest = Math.max(0, ...outage.map((event) => event.endedAt - event.startedAt));

  const check = await withClient(databaseUrl, async (db) => {
    const booked = (await db.query(`select id from meetings where status = 'BOOKED'`)).rows.map((row) => row.id);
    const ledger = (await db.query(`select coalesce(sum(delta), 0)::int as total from credit_ledger where account = 'COMPANY'`)).rows[0].total;
    const pool = (await db.query(`select credits_amount from companies where id = $1`, [clients.company])).rows[0].credits_amount;
    const employeeMismatch = (
      await db.query(
        `select count(*)::int as n from employees e where e.available_credits <> (select coalesce(sum(delta), 0) from credit_ledger l where l.account = 'EMPLOYEE' and l.employee_id = e.user_id)`,
      )
    ).rows[0].n;
    return { booked, ledger, pool, employeeMismatch };
  });
  const bookedSet = new Set(check.booked);
  const lost = confirmed.filter((id) => !bookedSet.has(id));
  const alive = serverExit === null && (await waitFor(`${base}/api/health`, 2000));

  const lines = [
    `- date: ${new Date().toISOString()}; PostgreSQL restart command took ${databaseBackAt - restartStartedAt} ms (\`${restartCommand}\`)`,
    `- requests during the outage (in flight at the restart → first booking confirmed after it): ${outage.length}; status codes: ${JSON.stringify(statusCounts)}; slowest answer ${slowest} ms`,
    `- time to recovery after the database was back: first booking confirmed after ${firstSuccessAfter ? firstSuccessAfter.endedAt - databaseBackAt : 'jamais'} ms; /api/health/ready 200 after ${readyAt ? readyAt - databaseBackAt : 'jamais'} ms`,
    `- first failed request (not 200/409): ${firstFailure ? `${firstFailure.status}, ${firstFailure.endedAt - restartStartedAt} ms after the restart began` : 'none'}`,
    `- confirmed bookings (200): ${bookedBefore} before the restart, ${confirmed.length} at the end; booked in the database: ${check.booked.length}; confirmed but lost: ${lost.length}`,
    `- credits: company pool ${check.pool} = ledger ${check.ledger}: ${check.pool === check.ledger ? 'yes' : 'NO'}; employees whose balance differs from their ledger: ${check.employeeMismatch}`,
    `- API process alive at the end: ${alive ? 'yes' : `NO (${JSON.stringify(serverExit)})`}; total requests ${events.length}`,
  ];
  console.log(`\nPanne de base de données sous charge (6 clients qui réservent) :\n${lines.join('\n')}`);

  const resultsFile = path.join(root, 'bench/RESULTS.md');
  let previous = '';
  try {
    previous = readFileSync(resultsFile, 'utf8');
  } catch {
    previous = '# Benchmark results\n\nFigures printed by the scripts of `bench/`, as measured on the development machine (2 shared cores).\n';
  }
  const section = `## Database fault (\`npm run database-fault -w @parenthese/bench\`)\n\n${lines.join('\n')}\n`;
  const updated = previous.includes('## Database fault') ? previous.replace(/## Database fault[\s\S]*?(?=\n## |$)/, section) : `${previous.trimEnd()}\n\n${section}`;
  writeFileSync(resultsFile, updated);
  process.exitCode = alive && lost.length === 0 && check.pool === check.ledger && check.employeeMismatch === 0 ? 0 : 1;
} finally {
  server.kill('SIGTERM');
  await sleep(1000);
  await withClient(serverUrl, (client) => client.query(`drop database if exists ${databaseName} with (force)`)).catch((error) => console.warn(`base ${databaseName} non supprimée : ${error.message}`));
}
