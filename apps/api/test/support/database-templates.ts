import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { applyMigrations } from '../../src/db/apply-migrations';
import { connectDatabase, migrationsFolder } from '../../src/db/client';
import { applyDatabaseFunctions, readDatabaseFunctions } from '../../src/db/database-functions';
import * as schema from '../../src/db/schema';

/**
 * Each test server had its own database, made empty and then migrated: about 4 s on PGlite (initdb, then
 * the migrations), most of a short test file's time and of the API suite's (issue 38), and about 1 s on
 * PostgreSQL. The migrated database is made once per version of the migrations (the global setup), and
 * every test database starts as a copy of it: PGlite loads the template's data directory (about 1.3 s),
 * PostgreSQL copies a template database (CREATE DATABASE … TEMPLATE). Both names carry a hash of the
 * migrations and functions (and of PGlite's version), so a changed migration makes a new template, never a
 * stale copy. The migrations still run on each copy, and find nothing to do.
 */
function migrationsHash(): string {
  const hash = createHash('sha256');
  // PGlite exports no package.json: its version is read beside its entry point (…/pglite/dist/index.js).
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json')));
  for (const name of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(readFileSync(path.join(migrationsFolder, name)));
  }
  for (const { name, text } of readDatabaseFunctions()) hash.update(name).update(text);
  return hash.digest('hex').slice(0, 16);
}

let cachedHash: string | undefined;
const templateHash = () => (cachedHash ??= migrationsHash());

const pgliteTemplatePath = () => path.join(os.tmpdir(), `parenthese-pglite-template-${templateHash()}.tar`);

/** The PostgreSQL template database's name (on the TEST_DATABASE_URL server). */
export const postgresTemplateName = () => `parenthese_template_${templateHash()}`;

/** Makes the PGlite template when it is missing; written under another name then renamed, so a reader never sees half a file. */
export async function ensurePgliteTemplate(): Promise<void> {
  const target = pgliteTemplatePath();
  if (existsSync(target)) return;
  const client = new PGlite({ extensions: { pg_trgm } });
  try {
    const db = drizzle(client, { schema });
    await applyMigrations(db, migrationsFolder);
    await applyDatabaseFunctions(db);
    const dump = await client.dumpDataDir('none');
    const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, target);
  } finally {
    await client.close();
  }
}

let pgliteTemplate: Blob | undefined;

/**
 * The PGlite template, or undefined when the global setup did not run (the database is then made from
 * scratch). Read once per worker: its files share this module (isolate: false), not 42 MB read per server.
 */
export function readPgliteTemplate(): Blob | undefined {
  const target = pgliteTemplatePath();
  if (!pgliteTemplate && existsSync(target)) pgliteTemplate = new Blob([readFileSync(target)]);
  return pgliteTemplate;
}

/**
 * Makes the PostgreSQL template when it is missing: migrated under another name, then renamed, so that
 * two runs at once never copy a half-migrated one (the loser of the rename drops its own).
 */
export async function ensurePostgresTemplate(serverUrl: string): Promise<void> {
  const name = postgresTemplateName();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    if ((await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount) return;
    const partial = `${name}_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database ${partial}`);
    const url = new URL(serverUrl);
    url.pathname = `/${partial}`;
    const connection = await connectDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
    await connection.close();
    try {
      await admin.query(`alter database ${partial} rename to ${name}`);
    } catch (error) {
      await admin.query(`drop database if exists ${partial} with (force)`);
      if ((error as { code?: string }).code !== '42P04') throw error;
    }
  } finally {
    await admin.end();
  }
}
