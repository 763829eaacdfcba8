// npm run standing-week -w @parenthese/bench [-- --doctors 500 --weeks 8 --database postgres|pglite]
// The nightly standing-week job (« Semaine type », decision 0065) for `doctors` psychologists over `weeks`
// weeks: each has a pattern of 35 hours (09:00-12:00 and 14:00-18:00, Monday to Friday, shifted by one hour
// for one in three), a slot already booked and one free slot made by hand in each week, one week in ten
// edited by hand, an hour removed by hand. Times the first run (everything to publish), a second run
// (nothing left: idempotence), checks that each hour is published once, and writes
// bench/results/standing-week.json. Issue 35's target: ≤ 60 s for 500 psychologists over 8 weeks on PostgreSQL.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { connectDatabase } from '../apps/api/src/db/client.ts';
import { benchAppConfig, createBenchDatabase, executeScript, root } from './in-process-app.mjs';

const { values: options } = parseArgs({
  options: { doctors: { type: 'string', default: '500' }, weeks: { type: 'string', default: '8' }, database: { type: 'string', default: 'postgres' } },
});
const doctorCount = Number(options.doctors);
const horizonWeeks = Number(options.weeks);
const seconds = (ms) => (ms / 1000).toFixed(2);
const uuidOf = (expression) => `('00000000-0000-4000-8000-' || lpad(to_hex(${expression}), 12, '0'))::uuid`;

async function seed(db, now) {
  // Monday 00:00 Paris of this week, and the weeks after it, as the job counts them.
  const weekStart = `date_trunc('week', '${now.toISOString()}'::timestamptz at time zone 'Europe/Paris')`;
  const at = (week, weekday, hour) => `((${weekStart} + (${week} * 7 + ${weekday}) * interval '1 day' + ${hour} * interval '1 hour') at time zone 'Europe/Paris')`;
  await executeScript(
    db,
    `
    insert into users (id, role, email, password_hash, is_first_connection)
      select ${uuidOf('i')}, 'DOCTOR', 'psy' || i || '@bench.parenthese.fr', 'x', false from generate_series(1, ${doctorCount}) i;
    insert into doctors (user_id, adeli_number, first_name, last_name, categories, is_video_enabled)
      select ${uuidOf('i')}, lpad((100000000 + i)::text, 9, '0'), 'Psy', 'N' || i, array['Psychologue clinicien'], true from generate_series(1, ${doctorCount}) i;
    insert into standing_weeks (doctor_id, week_hours, is_enabled)
      select ${uuidOf('i')}, array(
        select (weekday * 24 + hour + (i % 3 = 0)::int)::smallint
        from generate_series(0, 4) weekday, (select generate_series(9, 11) union all select generate_series(14, 17)) as hours(hour)
      ), true
      from generate_series(1, ${doctorCount}) i;
    insert into meetings (doctor_id, starts_at, ends_at, status, booked_at, meeting_type, category)
      select ${uuidOf('i')}, ${at('week', 1, 10)}, ${at('week', 1, 11)}, 'BOOKED', now(), 'TEAMS', 'Psychologue clinicien'
      from generate_series(1, ${doctorCount}) i, generate_series(1, ${horizonWeeks - 1}) week;
    insert into meetings (doctor_id, starts_at, ends_at, status)
      select ${uuidOf('i')}, ${at('week', 3, 15)}, ${at('week', 3, 16)}, 'AVAILABLE'
      from generate_series(1, ${doctorCount}) i, generate_series(1, ${horizonWeeks - 1}) week;
    insert into hand_edited_weeks (doctor_id, week_start)
      select ${uuidOf('i')}, ${at('(1 + i % 5)', 0, 0)} from generate_series(1, ${doctorCount}) i where i % 10 = 0;
    insert into removed_slots (doctor_id, starts_at)
      select ${uuidOf('i')}, ${at(2, 2, 9)} from generate_series(1, ${doctorCount}) i`,
  );
}

async function run(kind) {
  const database = kind === 'postgres' ? await createBenchDatabase('bench_standing_week') : undefined;
  const connection = await connectDatabase({ databaseUrl: database?.url, dataDir: 'memory://' });
  const { app, services } = await buildApp({ config: benchAppConfig({ availabilityHorizonWeeks: horizonWeeks }), connection });
  await app.ready();
  const now = new Date();
  const result = { database: kind, doctors: doctorCount, weeks: horizonWeeks, loadAverage: os.loadavg().map((load) => Number(load.toFixed(2))) };
  try {
    const { db } = connection;
    await seed(db, now);
    await db.execute(sql.raw('analyze'));

    let started = performance.now();
    const first = await services.standingWeeks.run(now);
    result.firstRunMs = Math.round(performance.now() - started);
    result.published = first.published;
    // As autovacuum would after such a write: the second run plans on the table as it now is.
    await db.execute(sql.raw('analyze meetings'));
    started = performance.now();
    const second = await services.standingWeeks.run(now);
    result.secondRunMs = Math.round(performance.now() - started);
    result.publishedBySecondRun = second.published;

    const count = async (query) => Number((await db.execute(sql.raw(query))).rows[0].n);
    result.duplicateHours = await count(`select count(*) as n from (select 1 from meetings where status <> 'CANCELLED' group by doctor_id, starts_at having count(*) > 1) d`);
    result.bookedKept = await count(`select count(*) as n from meetings where status = 'BOOKED' and not is_from_standing_week`);
    result.patternSlots = await count(`select count(*) as n from meetings where is_from_standing_week`);
    result.isCorrect = result.duplicateHours === 0 && result.publishedBySecondRun === 0 && result.bookedKept === doctorCount * (horizonWeeks - 1) && result.patternSlots === result.published;
    console.log(
      `${kind} : semaine type de ${doctorCount} psychologues sur ${horizonWeeks} semaines : 1er passage ${seconds(result.firstRunMs)} s (${result.published.toLocaleString('fr-FR')} créneaux publiés),` +
        ` 2e passage ${seconds(result.secondRunMs)} s (${result.publishedBySecondRun} publiés) ; ${result.duplicateHours} heure(s) en double${result.isCorrect ? '' : ' — INCORRECT'} ; charge ${result.loadAverage.join(' ')}`,
    );
  } finally {
    await app.close();
    await database?.drop();
  }
  return result;
}

const results = [await run(options.database)];
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/standing-week.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), cpus: os.cpus().length, results }, null, 2)}\n`);
if (results.some((result) => !result.isCorrect)) process.exitCode = 1;
