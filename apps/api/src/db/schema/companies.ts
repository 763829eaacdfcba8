/** Client companies and their employees, with the counts triggers keep on them. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id } from './columns';
import { users } from './accounts';

export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text('name').notNull(),
    /**
     * What makes two names the same (`companyNameKey` in packages/shared: transliterated, lower case,
     * spaces collapsed), written with the name. Null only for a row written outside the API until the
     * next start fills it, or for a second company already named alike before names were unique
     * (decision 0032).
     */
    nameKey: text('name_key'),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    /** The company's pool of consultations still to spend. */
    creditsAmount: integer('credits_amount').notNull().default(0),
    /** Every credit granted to the pool so far: the base of its usage and of the low-credit threshold. */
    creditsGranted: integer('credits_granted').notNull().default(0),
    /** How many consultations each employee may hold from the pool (1 to 3). */
    employeeAmountMax: integer('employee_amount_max').notNull().default(1),
    isLowCreditsMailEnabled: boolean('is_low_credits_mail_enabled').notNull().default(false),
    lowCreditsThresholdPercent: integer('low_credits_threshold_percent').notNull().default(0),
    /** The usage report mailed on the 1st to the contact email (issue 25); the administrators switch it off. */
    isReportMailEnabled: boolean('is_report_mail_enabled').notNull().default(true),
    logoUrl: text('logo_url').notNull().default(''),
    isLocked: boolean('is_locked').notNull().default(false),
    createdAt: createdAt(),
    // Employee counts kept by triggers (migration 0005, admin_list_counters) as employees and their
    // accounts change, so the companies page reads them instead of counting 10,000 employees per card.
    employeeCount: integer('employee_count').notNull().default(0),
    lockedEmployeeCount: integer('locked_employee_count').notNull().default(0),
    /** Past their first connection. */
    activatedEmployeeCount: integer('activated_employee_count').notNull().default(0),
    /** Past their first connection and not locked. */
    activeEmployeeCount: integer('active_employee_count').notNull().default(0),
  },
  (table) => [
    uniqueIndex('companies_email_unique').on(table.email),
    uniqueIndex('companies_name_key_unique').on(table.nameKey),
    // The companies page's order, read by pages without sorting every company.
    index('companies_name_idx').on(table.name, table.id),
    check('companies_credits_not_negative', sql`${table.creditsAmount} >= 0`),
    check('companies_employee_amount_max_range', sql`${table.employeeAmountMax} between 1 and 3`),
    check('companies_threshold_range', sql`${table.lowCreditsThresholdPercent} between 0 and 100`),
  ],
);

/**
 * How many companies there are, in one row kept by triggers on companies (migration 0007): the
 * companies page reads its total here. Counting the table instead read its heap again whenever its rows
 * had changed since the last vacuum, which every booking does (the company's credits): 0.19 of the
 * page's 0.23 ms on the bench's database.
 */
export const companyTotals = pgTable(
  'company_totals',
  {
    /** Always true: the table's one row. */
    id: boolean('id').primaryKey().default(true),
    companyCount: integer('company_count').notNull().default(0),
  },
  (table) => [check('company_totals_one_row', sql`${table.id}`)],
);

export const employees = pgTable(
  'employees',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: belongsTo('company_id', () => companies.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    service: text('service').notNull().default(''),
    job: text('job').notNull().default(''),
    /** Consultations this employee may still book. */
    availableCredits: integer('available_credits').notNull().default(0),
    /** The allowance granted by the company (creditsFromCompany). */
    creditsFromCompany: integer('credits_from_company').notNull().default(0),
    /**
     * What the admin search box looks in: names, department, position, identifier and email, kept by
     * the triggers of migration employee_search_text (never written by the API), and trigram-indexed.
     */
    searchText: text('search_text').notNull().default(''),
  },
  (table) => [
    // A company's employees in the admin page's order: a page is read from the index, and its
    // identifiers come from the index alone (no heap, no join) however far the page is.
    index('employees_company_name_idx').on(table.companyId, table.lastName, table.firstName, table.userId),
    check('employees_credits_not_negative', sql`${table.availableCredits} >= 0`),
  ],
);

/**
 * Where and how an employee wants the mails about their use of Parenthèse (issue 34, decision 0047):
 * a personal address apart from the sign-in email (a work mailbox may be read by the employer), used
 * only once its owner followed the link mailed to it, and whether subjects may say what happened (by
 * default they read « Parenthèse : un message pour vous »). No row: the sign-in email and neutral subjects.
 */
export const employeeMailPreferences = pgTable('employee_mail_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The verified personal address, null while none is in use. */
  contactEmail: text('contact_email'),
  /** An address waiting for its owner to follow the link mailed to it, with the link's token (SHA-256) and end. */
  pendingContactEmail: text('pending_contact_email'),
  pendingTokenHash: text('pending_token_hash').unique(),
  pendingExpiresAt: timestamp('pending_expires_at', { withTimezone: true }),
  isDetailedSubject: boolean('is_detailed_subject').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
