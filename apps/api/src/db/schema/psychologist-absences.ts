/** What closes a psychologist's hours beside their own choice of slots (issue 35 item 3, decision 0064). */
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id } from './columns';
import { psychologists } from './psychologists';

/**
 * An absence: a half-open interval [starts_at, ends_at) of instants (whole Paris days or a range of
 * hours within one day). While it stands nothing can be published inside it; removing it reopens
 * nothing by itself (the psychologist publishes again if they wish).
 */
export const psychologistAbsences = pgTable(
  'doctor_absences',
  {
    id: id(),
    doctorId: belongsTo('doctor_id', () => psychologists.userId),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('doctor_absences_doctor_idx').on(table.doctorId, table.startsAt), check('doctor_absences_order', sql`${table.endsAt} > ${table.startsAt}`)],
);

/** French public holidays are closed by default; a row here opens one (a Paris day) for one psychologist. */
export const psychologistHolidayOpenings = pgTable(
  'doctor_holiday_openings',
  {
    doctorId: belongsTo('doctor_id', () => psychologists.userId),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.doctorId, table.day] })],
);
