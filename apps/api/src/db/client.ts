import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { applyMigrations } from './apply-migrations';
import { completeMigratedRows } from './complete-migrated-rows';
import { applyDatabaseFunctions } from './database-functions';
import * as schema from './schema';

export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;
/** A database handle or an open transaction: repositories accept either. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'>;

/** One SQL text (several statements when no values are given) with its $1… values, outside Drizzle. */
export type RunSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export type DatabaseConnection = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The job engine's SQL (pg-boss writes its own): on the same pool or PGlite instance as `db`. */
  runSql: RunSql;
  /** PostgreSQL's pool now: connections lent out, and callers waiting for one (metrics). PGlite has no pool. */
  poolUsage?: () => { inUse: number; waiting: number };
  /** PostgreSQL only: the URL it was opened with (pg_dump of the backups reads it). */
  databaseUrl?: string;
  /** PGlite only: a tarball of its data directory, made by this open instance between two queries (backups). */
  dumpDataDir?: () => Promise<Blob>;
  close: () => Promise<void>;
};

type PostgresDatabase = ReturnType<typeof drizzlePostgres<typeof schema>>;

/**
 * Drizzle's pool transaction sends BEGIN before its try/finally, so a connection cut at that moment
 * never goes back to the pool: after ten such cuts the server could never reach the database again.
 * Here the client is taken and given back by us, and a failed transaction's client is discarded
 * (release with the error) rather than reused, whatever state its connection is in.
 */
async function transactionOnOwnClient(pool: pg.Pool, run: Parameters<PostgresDatabase['transaction']>[0], config: Parameters<PostgresDatabase['transaction']>[1]): Promise<unknown> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    return await drizzlePostgres(client, { schema }).transaction(run, config);
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.release(failure);
  }
}

/** The generated SQL migrations and drizzle-kit's journal of their names (read by the maintenance view too). */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * PostgreSQL when a URL is given, otherwise PGlite (PostgreSQL compiled to WebAssembly) stored in
 * dataDir, or in memory when dataDir is 'memory://'. Same schema, same SQL, same migrations.
 */
export async function connectDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /**
   * A new PGlite database (in memory, or a DATA_DIR whose database does not exist yet) starts from this data
   * directory (PGlite's dumpDataDir) instead of an empty one: the tests' migrated template
   * (test/support/database-templates.ts). The migrations still run after, and find nothing left to do when
   * the template is current. An existing database is opened as it is.
   */
  pgliteTemplate?: Blob;
}): Promise<DatabaseConnection> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // While the server is unreachable a call fails fast (503) instead of waiting for a connection.
      connectionTimeoutMillis: 3000,
    });
    // An idle connection closed by the server (restart, failover) is dropped by the pool; without a
    // listener the error event would end the process.
    pool.on('error', (error) => console.warn(`Connexion PostgreSQL inactive perdue : ${error.message}`));
    // The pool listens only to idle clients: a client lent to an open transaction when its connection
    // is cut emits 'error' with nobody listening, which ends the process. Every client keeps one
    // listener for its whole life; the query in flight fails on its own and the pool replaces the client.
    pool.on('connect', (client) => {
      client.on('error', (error) => console.warn(`Connexion PostgreSQL perdue : ${error.message}`));
    });
    const db = drizzlePostgres(pool, { schema });
    db.transaction = ((run, config) => transactionOnOwnClient(pool, run, config)) as PostgresDatabase['transaction'];
    await applyMigrations(db as unknown as Database, migrationsFolder);
    await applyDatabaseFunctions(db as unknown as Database);
    await completeMigratedRows(db as unknown as Database);
    // Without values pg uses the simple protocol, which accepts the several statements pg-boss sends at
    // once, some in their own BEGIN…COMMIT. One that fails midway leaves its connection inside an
    // aborted transaction (COMMIT is skipped): that connection is discarded, never given back to the pool.
    const runSql: RunSql = async (text, values) => {
      if (values) return { rows: (await pool.query(text, values)).rows };
      const client = await pool.connect();
      let failure: Error | undefined;
      try {
        const result: pg.QueryResult | pg.QueryResult[] = await client.query(text);
        return { rows: (Array.isArray(result) ? result.at(-1) : result)?.rows ?? [] };
      } catch (error) {
        failure = error instanceof Error ? error : new Error(String(error));
        throw error;
      } finally {
        client.release(failure);
      }
    };
    const poolUsage = () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount });
    return { db: db as unknown as Database, kind: 'postgres', databaseUrl: options.databaseUrl, runSql, poolUsage, close: () => pool.end() };
  }
  // pg_trgm: the trigram indexes of the admin employee search (migration admin_list_counters).
  const extensions = { pg_trgm };
  const directory = options.dataDir === 'memory://' ? undefined : path.join(options.dataDir, 'pglite');
  const loadDataDir = directory !== undefined && existsSync(directory) ? undefined : options.pgliteTemplate;
  const client = directory === undefined ? new PGlite({ extensions, loadDataDir }) : new PGlite(directory, { extensions, loadDataDir });
  const db = drizzlePglite(client, { schema });
  await applyMigrations(db, migrationsFolder);
  await applyDatabaseFunctions(db);
  await completeMigratedRows(db);
  // PGlite's query() takes one statement; exec() takes several but no values. Both wait for an open
  // Drizzle transaction to end (PGlite has one connection), so they never run inside someone else's.
  // A multi-statement text that fails midway leaves its BEGIN open and aborted (COMMIT is skipped), and
  // every later query of the one connection would fail: run inside PGlite's transaction(), which holds
  // the connection until it has rolled back.
  const runSql: RunSql = async (text, values) => {
    if (values) return { rows: (await client.query<Record<string, unknown>>(text, values)).rows };
    const results = await client.transaction((tx) => tx.exec(text));
    return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
  };
  // Between two queries of the one connection: the tarball is one consistent state (decision 0069).
  const dumpDataDir = () => client.dumpDataDir('gzip');
  return { db, kind: 'pglite', runSql, dumpDataDir, close: () => client.close() };
}
