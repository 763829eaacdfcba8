// npm run reminders -w @parenthese/bench: 10,000 confirmed appointments whose 24 h reminder falls due in
// the same minute, on a new PostgreSQL database, with the app built in this process (its TypeScript
// sources, through tsx) and SMTP_URL on a sink here (smtp-sink.mjs) that accepts every message, counts it and drops it.
// Measures (issue 21):
//   1. writing: `services.consultationNotices.writeDueReminders(now)` (claims 200 appointments per
//      transaction, writes the employee's and the psychologist's mails, each with its .ics part and its
//      delivery job): time and mails/s;
//   2. delivery as a server does it: the job engine polling every JOB_POLLING_SECONDS (2 by default)
//      while the reminders are written and --window seconds more: mails received by the sink, mails/s,
//      and the time all of them would take at that rate;
//   3. delivery without the polling's wait: the rest drained with `services.jobs.runDue()` (one process,
//      batches of 5 fetched back to back) for at most --drain seconds: mails/s, and the time all would take.
// Then counts the outbox's states (SENT, not sent, attempts) and drops the database.
//
// Usage: npm run reminders -w @parenthese/bench [-- --count 10000 --window 60 --polling 2 --drain 60]
//   BENCH_POSTGRES_URL  the server to create the database on (default postgres://postgres@127.0.0.1:5432/postgres);
//                       the database is bench_reminders_<random>, dropped at the end.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import argon2 from 'argon2';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { connectDatabase } from '../apps/api/src/db/client.ts';
import { benchAppConfig, createBenchDatabase, root } from './in-process-app.mjs';
import { uuidFrom } from './scale.mjs';
import { startSmtpSink } from './smtp-sink.mjs';

const { values: options } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    window: { type: 'string', default: '60' },
    polling: { type: 'string', default: '2' },
    drain: { type: 'string', default: '60' },
  },
});
const count = Number(options.count);
const windowSeconds = Number(options.window);
const pollingSeconds = Number(options.polling);
const drainSeconds = Number(options.drain);
const expectedMails = 2 * count;
const seconds = (ms) => (ms / 1000).toFixed(1);
const perSecond = (mails, ms) => Math.round(mails / (ms / 1000));

// ----- the sink: accepts, counts, discards -----
const sink = await startSmtpSink();
const { received } = sink;
const smtpUrl = sink.url;

// ----- a database of its own -----
const database = await createBenchDatabase('bench_reminders');
const databaseUrl = database.url;

const results = { count, expectedMails, pollingSeconds, windowSeconds, drainSeconds, loadAverage: os.loadavg().map((load) => Number(load.toFixed(2))) };
let connection;
let app;
let services;

async function checkOutbox() {
  const {
    rows: [check],
  } = await connection.runSql(
    "select count(*) filter (where status = 'SENT')::int as sent, count(*) filter (where status <> 'SENT')::int as unsent, coalesce(max(attempts), 0)::int as max_attempts from mail_outbox",
    [],
  );
  results.check = { received: received.count, ...check };
  console.log(`Outbox: ${check.sent} SENT, ${check.unsent} not sent, at most ${check.max_attempts} attempt(s) per mail; the sink received ${received.count}.`);
}
try {
  let since = performance.now();
  connection = await connectDatabase({ databaseUrl, dataDir: 'memory://' });
  console.log(`  schema (migrations)                ${seconds(performance.now() - since)} s`);

  // 10,000 psychologists (a psychologist has one appointment at a given time) and 10,000 employees with
  // an email and a phone, one company; each pair has a confirmed appointment 24 h after the start of the
  // current minute, booked two days ago: its 24 h reminder is due now. Inserted by the database, triggers
  // skipped (the identifiers are right by construction).
  since = performance.now();
  const passwordHash = await argon2.hash('Bench1234!', { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const seed = new pg.Client({ connectionString: databaseUrl });
  await seed.connect();
  await seed.query('begin');
  await seed.query("set local session_replication_role = 'replica'");
  for (const statement of [
    `insert into companies (id, name, email, credits_amount, credits_granted, employee_amount_max)
       values (${uuidFrom("'company1'")}, 'Société 1', 'rh1@bench.parenthese.fr', ${count}, ${count}, 3)`,
    `insert into users (id, role, email, password_hash, is_first_connection)
       select ${uuidFrom("'doctor' || i")}, 'DOCTOR', 'psy' || i || '@bench.parenthese.fr', $1, false from generate_series(1, ${count}) i`,
    `insert into doctors (user_id, adeli_number, first_name, last_name, categories, is_phone_enabled, is_video_enabled)
       select ${uuidFrom("'doctor' || i")}, lpad((100000000 + i)::text, 9, '0'), 'Psy', 'N' || i, array['Psychologue clinicien'], true, true
       from generate_series(1, ${count}) i`,
    `insert into users (id, role, username, email, password_hash, is_first_connection)
       select ${uuidFrom("'employee' || i")}, 'EMPLOYEE', 'salarie.' || i, 'salarie' || i || '@bench.parenthese.fr', $1, false from generate_series(1, ${count}) i`,
    `insert into employees (user_id, company_id, first_name, last_name, phone_number, search_text, available_credits, credits_from_company)
       select ${uuidFrom("'employee' || i")}, ${uuidFrom("'company1'")}, 'Salarié', 'N' || i, '0612345678',
              employee_search_text('Salarié', 'N' || i, '', '', 'salarie.' || i, 'salarie' || i || '@bench.parenthese.fr'), 2, 3
       from generate_series(1, ${count}) i`,
    `insert into meetings (doctor_id, employee_id, starts_at, ends_at, status, meeting_type, category, subject, meeting_link,
                           booked_at, booking_notices_at, doctor_decision)
       select ${uuidFrom("'doctor' || i")}, ${uuidFrom("'employee' || i")}, start, start + interval '1 hour', 'BOOKED',
              case when i % 2 = 0 then 'PHONE' else 'TEAMS' end, 'Psychologue clinicien', 'Bench',
              case when i % 2 = 0 then null else 'https://teams.example/' || i end, now() - interval '2 days', now() - interval '2 days', 'ACCEPTED'
       from generate_series(1, ${count}) i, (select date_trunc('minute', now()) + interval '24 hours' as start) due`,
  ]) {
    await seed.query(statement, statement.includes('$1') ? [passwordHash] : []);
  }
  await seed.query('commit');
  await seed.query('analyze');
  await seed.end();
  console.log(`  ${count} confirmed appointments due   ${seconds(performance.now() - since)} s`);

  const config = benchAppConfig({ dataDir: path.join(os.tmpdir(), 'parenthese-bench-reminders'), smtpUrl, jobPollingSeconds: pollingSeconds });
  ({ app, services } = await buildApp({ config, connection }));
  await app.ready();
  await services.jobs.start();
  // The engine's own cron would write the same reminders at the next minute: this run writes them itself,
  // to time that alone (the cron checks its schedules in the table, so it no longer fires).
  await connection.runSql("delete from pgboss.schedule where name = 'appointment-reminders'", []);

  // ----- 1. writing the reminders (the delivery worker is polling meanwhile, as on a server) -----
  const started = performance.now();
  const written = await services.consultationNotices.writeDueReminders(new Date());
  const writingMs = performance.now() - started;
  const {
    rows: [outbox],
  } = await connection.runSql("select count(*)::int as mails, count(distinct to_address)::int as recipients from mail_outbox where kind like '%reminder%'", []);
  results.writing = { appointments: written, mails: outbox.mails, seconds: Number(seconds(writingMs)), mailsPerSecond: perSecond(outbox.mails, writingMs) };
  console.log(`1. writeDueReminders: ${written} appointments, ${outbox.mails} mails in ${seconds(writingMs)} s (${results.writing.mailsPerSecond} mails/s)`);
  if (outbox.mails !== expectedMails) console.warn(`   ${expectedMails} mails attendus`);

  // ----- 2. delivery by the polling engine (polling since the writing began), for --window more seconds -----
  if (pollingSeconds > 0) {
    let nextReport = performance.now() + 10_000;
    const windowEnd = performance.now() + windowSeconds * 1000;
    while (received.count < expectedMails && performance.now() < windowEnd) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (performance.now() >= nextReport) {
        console.log(`   ${seconds(performance.now() - started).padStart(5)} s: ${received.count} mails received`);
        nextReport = performance.now() + 10_000;
      }
    }
    const pollingMs = performance.now() - started;
    const rate = received.count / (pollingMs / 1000);
    results.polled = {
      seconds: Number(seconds(pollingMs)),
      received: received.count,
      mailsPerSecond: Number(rate.toFixed(2)),
      projectedSecondsForAll: received.count >= expectedMails ? Number(seconds(received.last - started)) : Math.round(expectedMails / rate),
    };
    console.log(
      `2. engine polling every ${pollingSeconds} s: ${received.count} of ${expectedMails} mails received in ${seconds(pollingMs)} s (${rate.toFixed(2)} mails/s)` +
        (received.count < expectedMails ? `; all of them at that rate: ${(results.polled.projectedSecondsForAll / 3600).toFixed(2)} h` : ''),
    );
  }

  // ----- 3. the rest, without the polling's wait, for at most --drain seconds -----
  if (received.count < expectedMails && drainSeconds > 0) {
    await app.close();
    ({ app, services } = await buildApp({ config: { ...config, jobPollingSeconds: 0 }, connection }));
    await app.ready();
    const before = received.count;
    const drainStarted = performance.now();
    let isTimeUp = false;
    const timer = setTimeout(() => (isTimeUp = true), drainSeconds * 1000);
    const drain = (async () => {
      while (!isTimeUp && received.count < expectedMails && (await services.jobs.runDue()) > 0);
    })();
    // runDue returns once nothing is due; past the time limit the engine is stopped under it instead.
    while (!isTimeUp && received.count < expectedMails) await Promise.race([drain, new Promise((resolve) => setTimeout(resolve, 100))]);
    clearTimeout(timer);
    const drainMs = performance.now() - drainStarted;
    const mails = received.count - before;
    // runDue goes on until nothing is due: past the limit, the outbox is read, then the pool closed under it.
    await checkOutbox();
    await connection.close();
    connection = undefined;
    await drain.catch(() => {});
    await app.close().catch(() => {});
    app = undefined;
    results.drained = {
      mails,
      seconds: Number(seconds(drainMs)),
      mailsPerSecond: perSecond(mails, drainMs),
      projectedSecondsForAll: received.count >= expectedMails ? null : Math.round(expectedMails / (mails / (drainMs / 1000))),
    };
    console.log(
      `3. runDue (no polling wait): ${mails} mails in ${seconds(drainMs)} s (${results.drained.mailsPerSecond} mails/s)` +
        (results.drained.projectedSecondsForAll ? `; all ${expectedMails} at that rate: ${(results.drained.projectedSecondsForAll / 60).toFixed(1)} min` : ''),
    );
  }

  if (!results.check) await checkOutbox();
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/reminders.json'), `${JSON.stringify({ at: new Date().toISOString(), ...results }, null, 2)}\n`);
} finally {
  await app?.close();
  await connection?.close();
  await database.drop();
  await sink.close();
}
