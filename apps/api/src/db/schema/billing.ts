/** Psychologists' monthly bills, the price they are paid, and the uploaded files (invoices) they hold. */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, bytes, createdAt, id, updatedAt } from './columns';
import { users } from './accounts';
import { psychologists } from './psychologists';

/** The platform's settings an administrator may change: one row (its key is always true). */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: boolean('id').primaryKey().default(true),
    /** What a psychologist is paid per consultation; closed bills keep their own. */
    consultationPriceCents: integer('consultation_price_cents').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (table) => [check('platform_settings_single_row', sql`${table.id}`), check('platform_settings_price_positive', sql`${table.consultationPriceCents} > 0`)],
);

/**
 * An uploaded file's record; its bytes are in stored_file_chunks on PostgreSQL (every instance reads
 * them), on disk under DATA_DIR on PGlite (db/file-storage.ts), named by the id.
 */
export const storedFiles = pgTable('stored_files', {
  id: uuid('id').primaryKey(),
  /** As sent by the browser; only ever shown, never used as a path. */
  originalName: text('original_name').notNull(),
  mediaType: text('media_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: text('sha256').notNull(),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * The bytes of uploaded files on PostgreSQL, in chunks of FILE_CHUNK_BYTES, so that a download reads
 * one chunk at a time (decision 0070). No reference to stored_files: the bytes are written before
 * their record in the same transaction, and a leftover is removed by its writer. Unused on PGlite.
 */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    fileId: uuid('file_id').notNull(),
    chunkIndex: integer('chunk_index').notNull(),
    bytes: bytes('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileId, table.chunkIndex] })],
);

/**
 * What was done on a psychologist's monthly bill. The month's consultations are counted from
 * `meetings`; this row holds the document and the dates, and from 'Clôturer' the frozen count and price.
 */
export const psychologistBills = pgTable(
  'psychologist_bills',
  {
    id: id(),
    doctorId: belongsTo('doctor_id', () => psychologists.userId),
    /** The Paris month, 'yyyy-MM'. */
    month: text('month').notNull(),
    documentFileId: uuid('document_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Frozen when the month is closed, so a later price does not rewrite it. */
    consultationsCount: integer('consultations_count'),
    unitPriceCents: integer('unit_price_cents'),
    /** Of the frozen count, the consultations the employee missed (counted per NO_SHOW_POLICY, decision 0062). */
    noShowsCount: integer('no_shows_count'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('psychologist_bills_doctor_month_unique').on(table.doctorId, table.month), check('psychologist_bills_month_format', sql`${table.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`)],
);
