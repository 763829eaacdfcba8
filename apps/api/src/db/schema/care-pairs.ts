import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt } from './columns';
import { employees } from './companies';
import { psychologists } from './psychologists';

/**
 * One row per employee and psychologist they booked (decision 0060): the pseudonym the psychologist
 * knows this person by (« Personne K7Q2 »), drawn at random, so it says « the same person as before »
 * and nothing else. Written by the booking transaction (and a move to another psychologist) the first
 * time the pair books; erased with the employee. No administration route, export, report or log reads it.
 */
export const carePairs = pgTable(
  'care_pairs',
  {
    employeeId: belongsTo('employee_id', () => employees.userId),
    doctorId: belongsTo('doctor_id', () => psychologists.userId),
    /** Four symbols of Crockford's base 32 (no I, L, O, U), unique per psychologist. */
    pseudonym: text('pseudonym').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.employeeId, table.doctorId] }),
    uniqueIndex('care_pairs_doctor_pseudonym_unique').on(table.doctorId, table.pseudonym),
    check('care_pairs_pseudonym_form', sql`${table.pseudonym} ~ '^[0-9A-HJKMNP-TV-Z]{4}$'`),
  ],
);
