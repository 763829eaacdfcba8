import { sql } from 'drizzle-orm';
import { check, json, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { belongsTo } from './columns';
import { companies } from './companies';

/** One record the employer report's rule is given: a pseudonymous employee key and the record's cells. */
export type FrozenReportRecord = { employeeKey: string; cells: Record<string, string> };

/**
 * The employer report's records of one company, one closed Paris month and one kind, frozen once when
 * the month is first reported (decision 0037): later reports are built from them, never recomputed from
 * the live tables, which lose a deleted employee's or psychologist's consultations (decision 0036). The
 * row exists even with no record: it says the month is frozen. The key is never an employee's id.
 */
export const companyReportRecords = pgTable(
  'company_report_records',
  {
    companyId: belongsTo('company_id', () => companies.id),
    /** 'YYYY-MM', Paris. */
    month: text('month').notNull(),
    /** consultation: one per booking started in the month; rating: one per rating given in it; employee: one per account at the month's end. */
    kind: text('kind', { enum: ['consultation', 'rating', 'employee'] }).notNull(),
    // json, not jsonb: stored and sent back as written, never queried inside; a year of 10,000-employee snapshots reads in a third of the time (bench/RESULTS.md, session 12).
    records: json('records').$type<FrozenReportRecord[]>().notNull(),
    frozenAt: timestamp('frozen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.month, table.kind] }),
    check('company_report_records_kind', sql`${table.kind} in ('consultation', 'rating', 'employee')`),
    check('company_report_records_month_format', sql`${table.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/**
 * The monthly report mails written (decision 0037): one row per company and reported month, inserted in
 * the transaction that queues the mail, so a rerun, a retry or a second process never mails it twice.
 */
export const companyReportMailings = pgTable(
  'company_report_mailings',
  {
    companyId: belongsTo('company_id', () => companies.id),
    /** The reported month, 'YYYY-MM', Paris. */
    month: text('month').notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.month] }), check('company_report_mailings_month_format', sql`${table.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`)],
);
