// The bench's own connection to the scale data, on PostgreSQL (BENCH_DATABASE_URL) or on PGlite (the
// embedded data directory the server then opens): `--database postgres|pglite` of seed-scale and run.
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { benchDatabaseUrl } from './scale.mjs';

export const DATABASE_KINDS = ['postgres', 'pglite'];

/** The server's DATA_DIR on PGlite (its database lives in DATA_DIR/pglite, as `npm start` keeps it). */
export function pgliteDataDir() {
  return process.env.BENCH_PGLITE_DIR ?? path.join(os.tmpdir(), 'parenthese-bench-pglite');
}

export function checkDatabaseKind(kind) {
  if (!DATABASE_KINDS.includes(kind)) {
    console.error(`--database ${kind} : choisir ${DATABASE_KINDS.join(' ou ')}.`);
    process.exit(1);
  }
  return kind;
}

/** Removes the PGlite data directory, for a fresh seed. */
export function removePgliteData() {
  rmSync(pgliteDataDir(), { recursive: true, force: true });
}

/**
 * `query(text, params)` answering `{ rows }` on either database, `close()`, and for PGlite the client
 * itself (drizzle's migrator takes it). PGlite has one connection: only one process may open the
 * directory, so the bench opens it before starting the server and after stopping it.
 */
export async function openBenchDatabase(kind) {
  if (kind === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    mkdirSync(pgliteDataDir(), { recursive: true });
    const client = new PGlite(path.join(pgliteDataDir(), 'pglite'), { extensions: { pg_trgm } });
    await client.waitReady;
    return { kind, client, query: (text, params) => client.query(text, params), close: () => client.close() };
  }
  const pool = new pg.Pool({ connectionString: benchDatabaseUrl(), max: 4 });
  return { kind, pool, query: (text, params) => pool.query(text, params), close: () => pool.end() };
}
