import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { belongsTo } from './columns';
import { companies } from './companies';

/**
 * Each company's pool as of 0 h of a Paris day, taken by the nightly job (decision 0045): what
 * administrators see instead of the live pool, so that polling it tells no booking's time finer than
 * the day. An administrator's own change to the pool moves the latest row by the same amount (their
 * write is echoed); nothing a booking does moves it before the next night.
 */
export const companyPoolSnapshots = pgTable(
  'company_pool_snapshots',
  {
    companyId: belongsTo('company_id', () => companies.id),
    /** The Paris day, 'YYYY-MM-DD', whose 0 h the pool is as of. */
    day: text('day').notNull(),
    creditsAmount: integer('credits_amount').notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.day] }), check('company_pool_snapshots_day_format', sql`${table.day} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`)],
);
