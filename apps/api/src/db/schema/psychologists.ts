/** Psychologists and what they publish beside their slots: removed hours, calendar feed. */
import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, updatedAt } from './columns';
import { users } from './accounts';

export const psychologists = pgTable('doctors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  adeliNumber: text('adeli_number').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phoneNumber: text('phone_number').notNull().default(''),
  address: text('address').notNull().default(''),
  /** Display names of the four fixed specialisations (DOCTOR_CATEGORIES). */
  categories: text('categories')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  isPhoneEnabled: boolean('is_phone_enabled').notNull().default(false),
  isVideoEnabled: boolean('is_video_enabled').notNull().default(false),
});

/**
 * Hours a psychologist removed from their planning one by one (in the week editor). Copying a week
 * to the following ones never brings such an hour back; publishing it again in the editor clears it.
 */
export const removedSlots = pgTable(
  'removed_slots',
  {
    doctorId: belongsTo('doctor_id', () => psychologists.userId),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    removedAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.doctorId, table.startsAt] })],
);

/**
 * A psychologist's private calendar feed address (GET /api/calendar/<token>.ics). Only the SHA-256 of
 * its token is stored: the address is shown once, when created. One active address per psychologist;
 * creating a new one ends the old one (revoked_at), which then answers like an unknown one.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    doctorId: belongsTo('doctor_id', () => psychologists.userId),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('calendar_feeds_one_active')
      .on(table.doctorId)
      .where(sql`${table.revokedAt} is null`),
  ],
);

/**
 * A psychologist's standing week (« Semaine type », issue 35, decision 0065): the hours of each weekday
 * they want published, kept published ahead by the nightly job while it is on. An hour is
 * `weekday * 24 + hour` (weekday 0 = Monday, Paris wall-clock hour), so the job joins it in one query.
 */
export const standingWeeks = pgTable(
  'standing_weeks',
  {
    doctorId: uuid('doctor_id')
      .primaryKey()
      .references(() => psychologists.userId, { onDelete: 'cascade' }),
    weekHours: smallint('week_hours')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    isEnabled: boolean('is_enabled').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (table) => [check('standing_weeks_hours_in_week', sql`0 <= all(${table.weekHours}) and 167 >= all(${table.weekHours})`)],
);

/**
 * The weeks (their Monday 00:00 Paris) a psychologist edited by hand, in the week editor or with
 * « Appliquer à plusieurs semaines »: the standing week's job leaves them as they are.
 */
export const handEditedWeeks = pgTable(
  'hand_edited_weeks',
  {
    doctorId: belongsTo('doctor_id', () => psychologists.userId),
    weekStart: timestamp('week_start', { withTimezone: true }).notNull(),
    editedAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.doctorId, table.weekStart] })],
);

/**
 * The presentation a psychologist writes for employees (decision 0061), apart from `doctors` so that
 * whatever presents it to an employee cannot pick up the surname, ADELI number or a contact by mistake.
 * Its random `id` is the only reference to a psychologist an employee ever holds. Withdrawn = deleted.
 */
export const psychologistPresentations = pgTable('doctor_presentations', {
  id: id(),
  doctorId: belongsTo('doctor_id', () => psychologists.userId).unique(),
  firstName: text('first_name').notNull(),
  /** PRESENTATION_FORMS_OF_ADDRESS */
  formOfAddress: text('form_of_address', { enum: ['LA_PSYCHOLOGUE', 'LE_PSYCHOLOGUE'] }).notNull(),
  approach: text('approach').notNull(),
  /** PRESENTATION_LANGUAGES */
  languages: text('languages').array().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
