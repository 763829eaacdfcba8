import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * SQL functions kept as one file each, the function as it is now (decision 0084): a change to one is a
 * diff of its file, where a migration had to carry a whole new copy. Each file is one CREATE OR REPLACE
 * FUNCTION; a change of its parameters drops the old one in a migration, which runs first. No migration
 * calls these functions, since a new database meets them only after its last migration.
 */
const functionsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'functions');

/** Each file's name and text, in name order. */
export function readDatabaseFunctions(): { name: string; text: string }[] {
  return readdirSync(functionsFolder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, text: readFileSync(path.join(functionsFolder, name), 'utf8') }));
}

/**
 * Writes every function, after the migrations, at every start. Two processes starting at once would
 * replace the same catalogue row together (PostgreSQL refuses the second with « tuple concurrently
 * updated »): a transaction-level advisory lock takes them in turn.
 */
export async function applyDatabaseFunctions(db: Executor): Promise<void> {
  const functions = readDatabaseFunctions();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('parenthese:database-functions'))`);
    for (const { text } of functions) await tx.execute(sql.raw(text));
  });
}
