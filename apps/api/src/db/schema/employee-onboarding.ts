/** Employees brought in by CSV import (decision 0034); their invitations are accounts.ts's account_invitations. */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, updatedAt } from './columns';
import { users } from './accounts';
import { companies } from './companies';

/** One row of an import as the job creates it (the file's row, trimmed and checked). */
export type EmployeeImportRowRecord = { line: number; firstName: string; lastName: string; service: string; job: string; email: string | null };

/**
 * A CSV import of a company's employees, run by the `employee-import` job in chunks (decision 0034).
 * `rows` holds what is left to create and is erased when the import ends; the summary (identifiers and
 * temporary passwords) is kept encrypted until its one download, or until its passwords have expired.
 */
export const employeeImports = pgTable(
  'employee_imports',
  {
    id: id(),
    companyId: belongsTo('company_id', () => companies.id),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the file's normalised rows: the same file within a day is refused unless confirmed. */
    contentHash: text('content_hash').notNull(),
    status: text('status', { enum: ['RUNNING', 'COMPLETED', 'FAILED'] })
      .notNull()
      .default('RUNNING'),
    /** Rows to create (the dropped ones aside). */
    totalCount: integer('total_count').notNull(),
    /** Created so far; moves between chunks, so a reader sees the progress. */
    createdCount: integer('created_count').notNull().default(0),
    invitedCount: integer('invited_count').notNull().default(0),
    /** Rows the administrator dropped (duplicates). */
    skippedCount: integer('skipped_count').notNull().default(0),
    failureReason: text('failure_reason'),
    /** The rows to create, erased when the import ends. */
    rows: jsonb('rows').$type<EmployeeImportRowRecord[]>(),
    /**
     * The summary CSV, encrypted (secret box); erased at its one download, or by the nightly retention once
     * its temporary passwords have all expired (summary_erased_at), when it is no longer of use to anyone.
     */
    summaryEncrypted: text('summary_encrypted'),
    summaryDownloadedAt: timestamp('summary_downloaded_at', { withTimezone: true }),
    summaryErasedAt: timestamp('summary_erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * Moved by the running job every few seconds (decision 0056): an import still RUNNING whose heartbeat
     * stopped for IMPORT_LOST_AFTER_SECONDS (30 s) lost its server, and the takeover sweep starts it again elsewhere.
     */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the sweep last took the import over from a lost server; the page then says it is resuming. */
    resumedAt: timestamp('resumed_at', { withTimezone: true }),
  },
  (table) => [
    // The company's latest import, and its imports of the last day by content.
    index('employee_imports_company_idx').on(table.companyId, table.createdAt),
    // One running import per company: two starts at once cannot both run.
    uniqueIndex('employee_imports_one_running')
      .on(table.companyId)
      .where(sql`${table.status} = 'RUNNING'`),
    check('employee_imports_counts', sql`${table.createdCount} between 0 and ${table.totalCount}`),
  ],
);

/**
 * Which row of an import created which account, written in the chunk's transaction: a job run again
 * after a crash skips these rows, and a failed import deletes exactly these accounts.
 */
export const employeeImportAccounts = pgTable(
  'employee_import_accounts',
  {
    importId: belongsTo('import_id', () => employeeImports.id),
    rowIndex: integer('row_index').notNull(),
    userId: belongsTo('user_id', () => users.id),
  },
  (table) => [primaryKey({ columns: [table.importId, table.rowIndex] }), index('employee_import_accounts_user_idx').on(table.userId)],
);
