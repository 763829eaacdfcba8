import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as drizzleMigrate } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { createTemporaryDatabase } from '../../test/support/test-app';
import { applyMigrations } from './apply-migrations';
import { migrationsFolder, type Executor } from './client';
import { applyDatabaseFunctions } from './database-functions';
import * as schema from './schema';

type Journal = { entries: { tag: string; when: number }[] };
const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;
const temporaryFolders: string[] = [];
afterEach(() => {
  for (const folder of temporaryFolders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** The migrations as a release that ended with `lastTag` shipped them: the same files, its journal cut there. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'parenthese-migrations-'));
  temporaryFolders.push(folder);
  cpSync(migrationsFolder, folder, { recursive: true });
  const entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === lastTag) + 1);
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return folder;
}

const tablesOf = async (db: Executor) => (await db.execute<{ name: string }>(sql`select table_name as name from information_schema.tables where table_schema = 'public'`)).rows.map((row) => row.name);
const recordedTimes = async (db: Executor) =>
  (await db.execute<{ created_at: string }>(sql`select created_at from drizzle.__drizzle_migrations order by id`)).rows.map((row) => Number(row.created_at));

describe('the migrations at start', () => {
  it('carry journal times in order from 0046 on: the five of 0041 to 0045 stay as databases recorded them', () => {
    // Times earlier than the newest recorded are applied here (applyMigrations), but not by drizzle-kit's
    // own migrate: a new migration keeps time order.
    const times = journal.entries.map((entry) => entry.when);
    const outOfOrder = journal.entries.filter((_, index) => index > 0 && times[index] <= Math.max(...times.slice(0, index))).map((entry) => entry.tag);
    expect(outOfOrder).toEqual(['0041_standing_week', '0042_care_pairs', '0043_doctor_presentations', '0044_doctor_absences', '0045_follow_up_proposals']);
  });

  it('upgrade a database last migrated at 0040, whose next five migrations carry earlier journal times', async () => {
    // A database of the release that ended at 0040, migrated as that release's server did (in memory:
    // the upgrade below is the start's own step, connectDatabase's applyMigrations then its functions).
    const client = new PGlite({ extensions: { pg_trgm } });
    try {
      const db = drizzlePglite(client, { schema });
      await drizzleMigrate(db, { migrationsFolder: migrationsUpTo('0040_waiting_list') });

      await applyMigrations(db, migrationsFolder);
      await applyDatabaseFunctions(db);
      expect(await tablesOf(db)).toEqual(expect.arrayContaining(['standing_weeks', 'care_pairs', 'doctor_presentations', 'doctor_absences', 'follow_up_proposals']));
      expect((await recordedTimes(db)).sort()).toEqual(journal.entries.map((entry) => entry.when).sort());
      // The booking finds what it reads (care_pairs, follow_up_proposals): its outcome, not a missing relation.
      const { rows } = await db.execute<{ outcome: { outcome: string } }>(sql`
        select book_consultation(gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), 'VIDEO', 'STRESS', null, null, now(), now(), now() + interval '1 day', array['A'], null) as outcome`);
      expect(rows[0]?.outcome.outcome).toBe('SESSION_INVALID');
    } finally {
      await client.close();
    }
  });
});

// PostgreSQL only (the api-postgres project): PGlite is one process's, so no two processes meet on it.
describe.runIf(process.env.TEST_DB === 'postgres')('the migrations, when several processes start at once on an empty database', () => {
  it('are applied once, by one of them, the others waiting and then finding nothing to do', async () => {
    const database = await createTemporaryDatabase(process.env.TEST_DATABASE_URL, 'parenthese_migrations');
    const pools = Array.from({ length: 3 }, () => new pg.Pool({ connectionString: database.url, max: 1 }));
    try {
      const outcomes = await Promise.allSettled(pools.map((pool) => applyMigrations(drizzlePostgres(pool) as unknown as Executor, migrationsFolder)));
      expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
      expect(await recordedTimes(drizzlePostgres(pools[0]!) as unknown as Executor)).toEqual(journal.entries.map((entry) => entry.when));
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
      await database.drop();
    }
  });
});
