// npm run test:rolling-restart (issue 36, item 5; run by .ci/run after the build)
//
// A deploy as an operator runs it: Debian's nginx in front of 2 web instances (PROCESS_ROLE=web) and
// 1 worker (PROCESS_ROLE=worker), the built server (apps/api/dist/main.js) on PostgreSQL and Redis, with
// TRUST_PROXY=1. Under a booking and reading load through nginx, each web instance is restarted in turn
// (SIGTERM, wait for its exit, start it again, wait for its readiness). Then it checks:
//   - 0 failed requests (every answer through nginx a 2xx, no connection error);
//   - 0 lost or doubled bookings (the database holds exactly the bookings answered 200, each credit spent once);
//   - every mail delivered exactly once (each outbox row sent, each Message-ID received once by the SMTP server);
//   - a per-address limit counted once across instances (Redis);
//   - a token issued by one instance accepted by the other;
//   - a bill uploaded through one instance downloaded, byte for byte, through the other.
// Needs TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), TEST_REDIS_URL (default
// redis://127.0.0.1:6379; database 11 of it is emptied), /usr/sbin/nginx and a built server (npm run build).
// Prints each figure; exits 1 on any miss.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { generate } from 'otplib';
import { connectDatabase } from '../apps/api/src/db/client';
import { TEST_SECOND_FACTOR_SECRET } from '../apps/api/src/db/demo-second-factor';
import { mailOutbox, meetings } from '../apps/api/src/db/schema';
import { multipartFile, SAMPLE_PDF, weekdayMonthsAgo } from '../apps/api/test/support/billing';
import { startFakeSmtp } from '../apps/api/test/support/fake-smtp';
import { createAdmin, createCompany, createPsychologist, createEmployee } from '../apps/api/test/support/factories';
import { createBookedConsultation, createSlot, weekdayAt } from '../apps/api/test/support/consultations';
import { createTemporaryDatabase, TEST_DATA_ENCRYPTION_KEY } from '../apps/api/test/support/test-app';
import { freePort } from '../apps/api/test/support/server-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NGINX = '/usr/sbin/nginx';
const SERVER = path.join(root, 'apps/api/dist/main.js');
const EMPLOYEES = 12;
const BOOKINGS_PER_EMPLOYEE = 8;
const GRACE_SECONDS = 10;
const misses: string[] = [];
const check = (isMet: boolean, what: string) => {
  console.log(`${isMet ? 'ok  ' : 'RATÉ'} ${what}`);
  if (!isMet) misses.push(what);
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(condition: () => Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`délai dépassé : ${what}`);
    await sleep(100);
  }
}

/** One request, optionally from a given local address (the client nginx sees) and to a given port. */
function request(
  port: number,
  method: string,
  url: string,
  options: { headers?: Record<string, string>; body?: Buffer | string; localAddress?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: '127.0.0.1', port, method, path: url, headers: options.headers, localAddress: options.localAddress, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}
const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = `${process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'}/11`;
if (!existsSync(NGINX)) throw new Error(`${NGINX} manque : apt-get install nginx`);
if (!existsSync(SERVER)) throw new Error(`${SERVER} manque : npm run build`);

const workDir = await mkdtemp(path.join(os.tmpdir(), 'parenthese-rolling-'));
const database = await createTemporaryDatabase(serverUrl, 'parenthese_rolling');
const redis = new Redis(redisUrl);
await redis.flushdb();
const smtp = await startFakeSmtp();
const children = new Set<ChildProcess>();
let nginx: ChildProcess | undefined;

try {
  // ----- the data: employees with credits, each with free slots of their own, and a bill to upload -----
  const connection = await connectDatabase({ databaseUrl: database.url, dataDir: 'memory://' });
  const db = connection.db;
  const company = await createCompany(db, { creditsAmount: EMPLOYEES * BOOKINGS_PER_EMPLOYEE + 10 });
  const psychologists = [await createPsychologist(db), await createPsychologist(db)];
  const employees: Awaited<ReturnType<typeof createEmployee>>[] = [];
  for (let index = 0; index < EMPLOYEES; index += 1) employees.push(await createEmployee(db, { companyId: company.id, credits: BOOKINGS_PER_EMPLOYEE }));
  // Distinct working days from a week ahead; employee i books at 8 + i o'clock on each of them, so no two
  // bookings meet (one slot each, no overlap for one employee): every booking should answer 200.
  // The servers run as `npm start` does, on the system clock: the dates count from the machine's now.
  const days = [weekdayAt(7, 12, new Date())];
  while (days.length < BOOKINGS_PER_EMPLOYEE) days.push(weekdayAt(1, 12, days.at(-1)!));
  const slotsOf = new Map<string, { id: string }[]>();
  for (const [index, employee] of employees.entries()) {
    const slots = [];
    for (const [k, day] of days.entries()) slots.push(await createSlot(db, psychologists[(index + k) % psychologists.length]!.id, weekdayAt(0, 8 + index, day), { category: 'Psychologue clinicien' }));
    slotsOf.set(employee.id, slots);
  }
  const billEmployee = await createEmployee(db, { companyId: company.id, credits: 1 });
  await createBookedConsultation(db, { doctorId: psychologists[0]!.id, employee: { id: billEmployee.id, companyId: company.id }, startsAt: weekdayMonthsAgo(1, 10, new Date()) });
  const admin = await createAdmin(db);
  const mailsBefore = (await db.select({ id: mailOutbox.id }).from(mailOutbox)).length;

  // ----- the processes -----
  const jwtSecret = 'rolling-restart-secret-that-is-long-enough-0123456789';
  const environment = (role: 'web' | 'worker', port: number) => ({
    ...process.env,
    NODE_ENV: 'production',
    PROCESS_ROLE: role,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    JWT_SECRET: jwtSecret,
    DATA_ENCRYPTION_KEY: TEST_DATA_ENCRYPTION_KEY.toString('hex'),
    REDIS_URL: redisUrl,
    SMTP_URL: smtp.url,
    TRUST_PROXY: '1',
    DEMO_SEED: 'false',
    LOG_LEVEL: 'warn',
    JOB_POLLING_SECONDS: role === 'worker' ? '0.5' : '0',
    SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
    DATA_DIR: path.join(workDir, `data-${role}-${port}`),
  });
  async function start(role: 'web' | 'worker', port: number) {
    // Its log (warnings and errors, as JSON lines) goes to a file, printed if a check misses.
    const log = openSync(path.join(workDir, `server-${role}-${port}.log`), 'a');
    const child = spawn(process.execPath, [SERVER], { cwd: root, env: environment(role, port), stdio: ['ignore', log, 'inherit'] });
    closeSync(log);
    children.add(child);
    child.on('exit', () => children.delete(child));
    await waitUntil(async () => (await request(port, 'GET', '/api/health/ready')).status === 200, `instance ${role} sur le port ${port} prête`);
    return child;
  }
  async function stop(child: ChildProcess) {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    return exited;
  }
  const [workerPort, webPorts, proxyPort] = [await freePort(), [await freePort(), await freePort()], await freePort()];
  await start('worker', workerPort);
  const webs = [await start('web', webPorts[0]!), await start('web', webPorts[1]!)];

  await writeFile(
    path.join(workDir, 'nginx.conf'),
    `worker_processes 1;
pid ${workDir}/nginx.pid;
error_log ${workDir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log ${workDir}/nginx-access.log;
  client_body_temp_path ${workDir}/client-body;
  proxy_temp_path ${workDir}/proxy;
  fastcgi_temp_path ${workDir}/fastcgi;
  uwsgi_temp_path ${workDir}/uwsgi;
  scgi_temp_path ${workDir}/scgi;
  # max_fails=0: a refused connection never marks an instance down for fail_timeout (10 s by default),
  # which would leave no live instance when the second restarts while the first is still so marked.
  upstream parenthese {
    server 127.0.0.1:${webPorts[0]} max_fails=0;
    server 127.0.0.1:${webPorts[1]} max_fails=0;
    keepalive 16;
    # Shorter than the wait a stopping instance gives idle connections (5 s, lib/graceful-shutdown.ts):
    # nginx closes its idle connections itself, so no request of its races their closing.
    keepalive_timeout 2s;
  }
  server {
    listen 127.0.0.1:${proxyPort};
    client_max_body_size 12m;
    location / {
      proxy_pass http://parenthese;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A refused connection (an instance stopping) is tried on the other one: nothing was sent yet.
      proxy_next_upstream error timeout;
    }
  }
}
`,
  );
  nginx = spawn(NGINX, ['-p', workDir, '-c', path.join(workDir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  await waitUntil(async () => (await request(proxyPort, 'GET', '/api/health')).status === 200, 'nginx répond');
  console.log(`nginx 127.0.0.1:${proxyPort} → web ${webPorts.join(', ')} ; worker ${workerPort}`);

  // ----- a token from one instance, accepted by the other -----
  const signInAt = async (port: number, login: string) => {
    const answer = await request(port, 'POST', '/api/token/create', json({ usermail: login, password: employees[0]!.password }));
    return (JSON.parse(String(answer.body)) as { token: string }).token;
  };
  const crossToken = await signInAt(webPorts[0]!, employees[0]!.login);
  const crossRead = await request(webPorts[1]!, 'GET', '/api/employee-service/meeting/load', { headers: { authorization: `Bearer ${crossToken}` } });
  check(crossRead.status === 200, `un jeton émis par une instance est accepté par l'autre (${crossRead.status})`);

  // ----- the load, through nginx, while each web instance restarts in turn -----
  const tally = { requests: 0, failures: [] as string[], bookedIds: [] as string[] };
  let isLoading = true;
  async function through(method: string, url: string, options: Parameters<typeof request>[3] = {}) {
    tally.requests += 1;
    try {
      const answer = await request(proxyPort, method, url, options);
      if (answer.status < 200 || answer.status >= 300) tally.failures.push(`${new Date().toISOString()} ${method} ${url} : ${answer.status} ${String(answer.body).replace(/\s+/g, ' ').slice(0, 120)}`);
      return answer;
    } catch (error) {
      tally.failures.push(`${new Date().toISOString()} ${method} ${url} : ${(error as Error).message}`);
      return undefined;
    }
  }
  async function employeeLoad(employee: (typeof employees)[number]) {
    const signedIn = await through('POST', '/api/token/create', json({ usermail: employee.login, password: employee.password }));
    if (!signedIn || signedIn.status !== 200) return;
    const authorization = `Bearer ${(JSON.parse(String(signedIn.body)) as { token: string }).token}`;
    const slots = [...slotsOf.get(employee.id)!];
    let nextBookingAt = Date.now() + Math.random() * 1500;
    while (isLoading || slots.length > 0) {
      await through('GET', '/api/employee-service/meeting/load', { headers: { authorization } });
      const now = Date.now();
      await through('POST', '/api/employee-service/meeting/find', {
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ doctorCategoryName: 'Psychologue clinicien', meetingType: 'TEAMS', startDate: new Date(now).toISOString(), endDate: new Date(now + 30 * 86_400_000).toISOString() }),
      });
      if (slots.length > 0 && Date.now() >= nextBookingAt) {
        const slot = slots.shift()!;
        const booked = await through('POST', '/api/employee-service/meeting/create', {
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ meetingType: 'TEAMS', meetingId: slot.id, doctorCategoryName: 'Psychologue clinicien', subject: 'Redémarrage' }),
        });
        if (booked?.status === 200) tally.bookedIds.push(slot.id);
        nextBookingAt = Date.now() + 2000;
      }
      await sleep(50);
    }
  }
  const load = Promise.all(employees.map((employee) => employeeLoad(employee)));
  await sleep(3000);
  const exitCodes: (number | null)[] = [];
  for (const [index, port] of webPorts.entries()) {
    console.log(`${new Date().toISOString()} redémarrage de l'instance web ${port}…`);
    exitCodes.push(await stop(webs[index]!));
    webs[index] = await start('web', port);
    await sleep(2000);
  }
  isLoading = false;
  await load;
  check(
    exitCodes.every((code) => code === 0),
    `chaque instance s'est arrêtée d'elle-même dans son délai de grâce (codes ${exitCodes.join(', ')})`,
  );
  check(
    tally.failures.length === 0,
    `${tally.failures.length} requête(s) en échec sur ${tally.requests} pendant les redémarrages (attendu 0)${tally.failures.length ? ` :\n  ${tally.failures.slice(0, 10).join('\n  ')}` : ''}`,
  );

  // ----- bookings: none lost, none doubled -----
  const employeeIds = employees.map((employee) => employee.id);
  const bookedRows = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(inArray(meetings.employeeId, employeeIds), eq(meetings.status, 'BOOKED')));
  const answered = new Set(tally.bookedIds);
  check(
    bookedRows.length === answered.size && bookedRows.every((row) => answered.has(row.id)),
    `réservations : ${answered.size} confirmées, ${bookedRows.length} en base, les mêmes (attendu ${EMPLOYEES * BOOKINGS_PER_EMPLOYEE})`,
  );
  const balances = await connection.runSql(`select coalesce(sum(available_credits), 0)::int as total from employees where user_id = any($1::uuid[])`, [employeeIds]);
  const creditsLeft = Number(balances.rows[0]?.total);
  check(creditsLeft === EMPLOYEES * BOOKINGS_PER_EMPLOYEE - answered.size, `crédits : ${creditsLeft} restants, un dépensé par réservation`);

  // ----- a per-address limit counted once across the instances -----
  const remaining: number[] = [];
  for (let index = 0; index < 8; index += 1) {
    const answer = await request(proxyPort, 'GET', '/api/health', { localAddress: '127.0.0.77' });
    remaining.push(Number(answer.headers['x-ratelimit-remaining']));
  }
  check(
    remaining.every((value, index) => index === 0 || value === remaining[index - 1]! - 1),
    `la limite par adresse compte chaque requête une fois, quelle que soit l'instance (${remaining.join(', ')})`,
  );

  // ----- a bill uploaded through one instance, downloaded through the other -----
  const adminStart = JSON.parse(String((await request(webPorts[0]!, 'POST', '/api/token/create', json({ usermail: admin.login, password: admin.password }))).body)) as { challenge: string };
  const adminSignIn = await request(webPorts[0]!, 'POST', '/api/token/second-factor', json({ challenge: adminStart.challenge, code: await generate({ secret: TEST_SECOND_FACTOR_SECRET }) }));
  const adminAuthorization = `Bearer ${(JSON.parse(String(adminSignIn.body)) as { token: string }).token}`;
  const month = weekdayMonthsAgo(1, 10, new Date()).toISOString().slice(0, 7);
  const file = multipartFile('Facture.pdf', SAMPLE_PDF, 'application/pdf');
  const billUrl = `/api/admin/doctors/${psychologists[0]!.id}/bills/${month}/document`;
  const uploaded = await request(webPorts[0]!, 'POST', billUrl, { headers: { authorization: adminAuthorization, ...file.headers }, body: file.payload });
  const downloaded = await request(webPorts[1]!, 'GET', billUrl, { headers: { authorization: adminAuthorization } });
  check(
    uploaded.status === 200 && downloaded.status === 200 && downloaded.body.equals(SAMPLE_PDF),
    `une facture déposée par une instance est lue, identique, par l'autre (${uploaded.status}, ${downloaded.status})`,
  );

  // ----- every mail delivered exactly once -----
  await waitUntil(
    async () =>
      (
        await db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(sql`${mailOutbox.status} <> 'SENT'`)
      ).length === 0,
    'tous les mails envoyés',
    120_000,
  );
  await sleep(2000);
  const sent = await db.select({ id: mailOutbox.id }).from(mailOutbox);
  const receivedIds = smtp.received.map((mail) => mail.messageId);
  const expectedIds = sent.map((row) => `<${row.id}@parenthese.fr>`);
  check(
    receivedIds.length === expectedIds.length && new Set(receivedIds).size === receivedIds.length && expectedIds.every((id) => receivedIds.includes(id)),
    `mails : ${sent.length - mailsBefore} écrits pendant l'essai, ${receivedIds.length} reçus par le serveur SMTP, chacun une fois`,
  );
  await connection.close();
} finally {
  for (const child of children) child.kill('SIGKILL');
  nginx?.kill('SIGTERM');
  await smtp.close();
  await redis.flushdb();
  redis.disconnect();
  await database.drop().catch(() => {});
  if (misses.length > 0 && existsSync(path.join(workDir, 'nginx-error.log'))) {
    // A refused connection is retried on the other instance: the other lines say what failed.
    const lines = (await readFile(path.join(workDir, 'nginx-error.log'), 'utf8')).split('\n').filter((line) => line && !line.includes('Connection refused'));
    console.error(`nginx :\n${lines.slice(-20).join('\n')}`);
  }
  if (misses.length > 0) {
    for (const name of (await readdir(workDir)).filter((file) => file.startsWith('server-'))) {
      const lines = (await readFile(path.join(workDir, name), 'utf8')).split('\n').filter(Boolean);
      if (lines.length > 0)
        console.error(
          `${name} :\n${lines
            .slice(-15)
            .map((line) => line.slice(0, 400))
            .join('\n')}`,
        );
    }
  }
  await rm(workDir, { recursive: true, force: true });
}

if (misses.length > 0) {
  console.error(`\n${misses.length} point(s) raté(s).`);
  process.exit(1);
}
console.log('\nRedémarrage en roulement : tout est bon.');
process.exit(0);
