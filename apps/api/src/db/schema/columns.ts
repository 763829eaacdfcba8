import { timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

// The columns every table spells the same way, declared once.
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** The row's owner (an account, a psychologist, a company…): always set, and the row is deleted with it. */
export const belongsTo = (name: string, owner: () => AnyPgColumn) => uuid(name).notNull().references(owner, { onDelete: 'cascade' });
