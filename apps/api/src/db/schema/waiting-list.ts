import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, id } from './columns';
import { employees } from './companies';
import { meetings } from './meetings';

/**
 * An employee waiting for a slot of a category and mode in a period (the waiting list, issue 35,
 * docs/decisions/0067-waiting-list.md). The employee's own: no administrator route reads it.
 */
export const waitingListEntries = pgTable(
  'waiting_list_entries',
  {
    id: id(),
    employeeId: belongsTo('employee_id', () => employees.userId),
    category: text('category').notNull(),
    meetingType: text('meeting_type', { enum: ['PHONE', 'TEAMS'] }).notNull(),
    periodStartsAt: timestamp('period_starts_at', { withTimezone: true }).notNull(),
    periodEndsBefore: timestamp('period_ends_before', { withTimezone: true }).notNull(),
    /** The service's clock (the order of the fan-out), not the database's. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The place is given up then (rules/waiting-list.ts, WAITING_LIST_KEEP_DAYS). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('waiting_list_entries_one_per_period').on(table.employeeId, table.category, table.meetingType, table.periodStartsAt, table.periodEndsBefore),
    // The fan-out's read: the entries of a category and mode, earliest first.
    index('waiting_list_entries_category_idx').on(table.category, table.meetingType, table.createdAt),
    index('waiting_list_entries_expiry_idx').on(table.expiresAt),
  ],
);

/**
 * One freed slot mailed to one waiting employee: the link's single-use token, by its hash only. Gone
 * with the slot's row (a slot claimed by a move is deleted) or with the employee.
 */
export const waitingListOffers = pgTable(
  'waiting_list_offers',
  {
    id: id(),
    employeeId: belongsTo('employee_id', () => employees.userId),
    meetingId: belongsTo('meeting_id', () => meetings.id),
    /** What the link books: the category and mode of the entry that was told. */
    category: text('category').notNull(),
    meetingType: text('meeting_type', { enum: ['PHONE', 'TEAMS'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('waiting_list_offers_token_unique').on(table.tokenHash),
    // One mail per employee and slot, whichever of their entries covers it (a job run twice sends no second one).
    uniqueIndex('waiting_list_offers_one_per_slot').on(table.meetingId, table.employeeId),
    index('waiting_list_offers_employee_idx').on(table.employeeId),
  ],
);
