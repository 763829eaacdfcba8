import { customType, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

// The columns every table spells the same way, declared once.
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** The row's owner (an account, a psychologist, a company…): always set, and the row is deleted with it. */
export const belongsTo = (name: string, owner: () => AnyPgColumn) => uuid(name).notNull().references(owner, { onDelete: 'cascade' });
/** Bytes (bytea): a Buffer both ways, whether the driver (pg or PGlite) answers a Buffer or a Uint8Array. */
export const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
