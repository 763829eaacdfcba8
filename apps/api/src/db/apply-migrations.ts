import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Executor } from './client';

/**
 * Applies every migration of the journal that the database has not recorded, in the journal's order.
 *
 * Drizzle's own migrator applies only the migrations whose journal time (`when`) is later than the newest
 * one recorded (drizzle-team/drizzle-orm#5316). Migrations 0041 to 0045 were written on branches and carry
 * times earlier than 0040's: a database last migrated at 0040 skipped all five on its upgrade and lost the
 * care pairs, the presentations, the absences and the follow-up proposals (decision 0083). Here a
 * migration counts as applied when a row of drizzle's table carries its time, the key drizzle itself
 * records, so the rows already written stay valid.
 *
 * Two processes starting at once would both apply a pending migration: an advisory lock, taken before the
 * table is even created, makes the second wait and then find nothing left to do.
 */
export async function applyMigrations(db: Executor, migrationsFolder: string): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('parenthese:migrations'))`);
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`);
    const recorded = await tx.execute<{ created_at: string | number }>(sql`select created_at from drizzle.__drizzle_migrations`);
    const applied = new Set(recorded.rows.map((row) => Number(row.created_at)));
    for (const migration of migrations) {
      if (applied.has(migration.folderMillis)) continue;
      for (const statement of migration.sql) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`);
    }
  });
}
