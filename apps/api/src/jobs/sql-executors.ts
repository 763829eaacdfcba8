import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Executor, RunSql } from '../db/client';

/** pg-boss's own statements on the server's database (its pool, or the PGlite instance). */
export function jobSqlOn(runSql: RunSql): PgBoss.Db {
  return { executeSql: (text: string, values?: unknown[]) => runSql(text, values) };
}

/**
 * pg-boss's statements inside a caller's Drizzle transaction, so that a job is inserted (or completed)
 * with the change that causes it, or not at all. Drizzle hands out no raw client for a transaction:
 * the `$n` placeholders of pg-boss's text become Drizzle parameters. Only single statements with
 * values go this way (pg-boss's insert, complete and fail); its multi-statement texts never do.
 */
export function jobSqlIn(executor: Executor): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const chunks: SQL[] = text.split(/\$(\d+)/).map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1] ?? null)}`));
      const result = (await executor.execute(sql.join(chunks))) as { rows: Record<string, unknown>[] };
      return { rows: result.rows };
    },
  };
}
