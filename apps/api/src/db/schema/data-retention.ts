import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns';

/**
 * One row per step of each run of the `data-retention` job (issue 26, decision 0038): when it ran,
 * how many rows it erased or deleted (counts only, never content) and the error that stopped it.
 * The job prunes its own rows after DATA_RETENTION_RUN_DAYS.
 */
export const dataRetentionRuns = pgTable(
  'data_retention_runs',
  {
    id: id(),
    /** One of DATA_RETENTION_STEPS (shared contracts/maintenance.ts). */
    step: text('step').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Rows this run changed or deleted, counted batch by batch as each commits (an interrupted run keeps what it did). */
    erasedCount: integer('erased_count').notNull().default(0),
    /** Why the step stopped early (the error's message, never a row's content); null when it finished. */
    error: text('error'),
  },
  (table) => [index('data_retention_runs_step_idx').on(table.step, table.startedAt)],
);
