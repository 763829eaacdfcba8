import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './accounts';

export const contactRequests = pgTable(
  'contact_requests',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    companyName: text('company_name').notNull(),
    companySize: text('company_size').notNull(),
    /** The demonstration slot asked for. */
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    message: text('message').notNull().default(''),
    /** SHA-256 of the normalised content: the same request sent again within a minute is stored once. */
    contentHash: text('content_hash'),
    /** Set when an administrator marks the request 'Traitée'; cleared when they take it back. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('contact_requests_content_hash_idx').on(table.contentHash, table.createdAt)],
);
