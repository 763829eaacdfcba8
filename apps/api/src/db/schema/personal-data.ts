/** An employee's rights over their data (issue 26): the exports of « Mes données ». */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, id } from './columns';
import { users } from './accounts';

/**
 * One export of everything the platform holds about an employee, prepared by the `personal-data-export`
 * job. Both files are encrypted with the secret box; the row is deleted when it expires (readyAt plus
 * DATA_EXPORT_LIFETIME_HOURS) by the retention job, and with its account.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    status: text('status', { enum: ['PREPARING', 'READY', 'FAILED'] })
      .notNull()
      .default('PREPARING'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The JSON file, encrypted (secret box). */
    jsonEncrypted: text('json_encrypted'),
    /** The readable HTML page, encrypted (secret box). */
    htmlEncrypted: text('html_encrypted'),
  },
  (table) => [
    index('data_exports_user_idx').on(table.userId, table.requestedAt),
    // One export in preparation per account: two requests at once cannot both start one.
    uniqueIndex('data_exports_one_preparing')
      .on(table.userId)
      .where(sql`${table.status} = 'PREPARING'`),
  ],
);
