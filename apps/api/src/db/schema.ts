import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** One row per person who can sign in. Role details live in admins, doctors or employees. */
export const users = pgTable(
  'users',
  {
    id: id(),
    role: text('role', { enum: ['ADMIN', 'DOCTOR', 'EMPLOYEE'] }).notNull(),
    /** Lower-cased. Employees have none until their first connection. */
    email: text('email'),
    /** Employee identifier (e.g. demo.salarie); lower-cased. */
    username: text('username'),
    passwordHash: text('password_hash').notNull(),
    /** The temporary password, encrypted (AES-256-GCM) so admins can hand it over; erased at first connection. */
    temporaryPasswordEncrypted: text('temporary_password_encrypted'),
    /** When the temporary password was issued: it stops working TEMPORARY_PASSWORD_LIFETIME_DAYS later. Null with no temporary password. */
    temporaryPasswordIssuedAt: timestamp('temporary_password_issued_at', { withTimezone: true }),
    isFirstConnection: boolean('is_first_connection').notNull().default(true),
    isLocked: boolean('is_locked').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_username_unique').on(table.username),
    check('users_email_or_username', sql`${table.email} is not null or ${table.username} is not null`),
  ],
);

export const admins = pgTable('admins', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  phoneNumber: text('phone_number').notNull().default(''),
  adminRole: text('admin_role', { enum: ['SITE', 'TECH'] }).notNull(),
});

export const doctors = pgTable('doctors', {
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
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
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
 * An account's TOTP second factor (issue 22). The secret is encrypted with the data key (secret box);
 * the row exists with enabledAt null while an enrolment waits for its first code.
 */
export const secondFactors = pgTable('second_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The time step of the last accepted code: a code, or an older one, is never accepted twice. */
  lastUsedTimeStep: bigint('last_used_time_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Single-use recovery codes: SHA-256 only, the codes themselves are shown once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('recovery_codes_user_hash_unique').on(table.userId, table.codeHash)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token: the token itself only ever exists in the mailed link. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

/**
 * A sign-in email change waiting for its owner: the account keeps its current email until the link
 * mailed to the new address is followed (confirm), or the one mailed to the current address refuses it.
 * Only the digests of both links are stored. One PENDING request per account: a later one replaces it.
 */
/**
 * A signed-in session (issue 22): the access token carries its id, and every signed-in request checks
 * that it is still open, so a sign-out, a password change or a lock ends it at once. What its owner is
 * shown to recognise it: a short device label, when it started and when it was last used. No address.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Refreshed at most every few minutes (SESSION_LAST_USE_PRECISION_MS), not at every request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** Creation plus SESSION_LIFETIME_MS: the token's own expiry, also checked here. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** e.g. « Firefox sur Windows », from the user agent at sign-in; empty when unknown. */
    deviceLabel: text('device_label').notNull().default(''),
  },
  // The owner's open sessions (the list, ending them all); the session check reads by primary key.
  (table) => [
    index('sessions_open_by_user')
      .on(table.userId, table.expiresAt)
      .where(sql`${table.endedAt} is null`),
  ],
);

export const emailChangeRequests = pgTable(
  'email_change_requests',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    newEmail: text('new_email').notNull(),
    /** SHA-256 of the link mailed to the new address. */
    confirmTokenHash: text('confirm_token_hash').notNull().unique(),
    /** SHA-256 of the link mailed to the current address. */
    refuseTokenHash: text('refuse_token_hash').notNull().unique(),
    /** Who asked: the owner, or an administrator. */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['PENDING', 'CONFIRMED', 'REFUSED', 'REPLACED'] })
      .notNull()
      .default('PENDING'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('email_change_requests_one_pending')
      .on(table.userId)
      .where(sql`${table.status} = 'PENDING'`),
  ],
);

/**
 * An employee invited by email (issue 24): the account exists from its creation, without password nor
 * email; the work email waits here until its owner follows the mailed link, which sets both. One row
 * per account: sending again replaces the link's digest (the former link stops working) and its expiry.
 * Only the SHA-256 of the link's token is stored. Until accepted, the email is held: no other account
 * nor invitation may take it (modules/accounts/email-uniqueness.ts, and the partial unique index).
 */
export const employeeInvitations = pgTable(
  'employee_invitations',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** SHA-256 of the mailed link's token; null until the mail is written (an import writes its mails once the whole file is created). */
    tokenHash: text('token_hash').unique(),
    createdAt: createdAt(),
    /** When the last link was mailed (written to the outbox); null until then. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** sentAt plus INVITATION_LIFETIME_DAYS. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('employee_invitations_pending_email_unique')
      .on(table.email)
      .where(sql`${table.acceptedAt} is null`),
  ],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    /** What the mail is for: one of MAIL_KIND_LABELS' kinds (shared contracts/outbox.ts) when written; a row may hold an older or newer kind. */
    kind: text('kind').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    /** Where an answer goes when it is not the sender (the requester, on the sales copy of a demo request). */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** An invitation (REQUEST) or a cancellation (CANCEL) for the recipient's calendar, sent as text/calendar. */
    calendarMethod: text('calendar_method', { enum: ['REQUEST', 'CANCEL'] }),
    calendarContent: text('calendar_content'),
    /**
     * STORED: no SMTP configured, kept here (npm run mails); PENDING: waiting for a delivery attempt
     * (at next_attempt_at); SENT: accepted by the SMTP server; FAILED: given up (error says why).
     */
    status: text('status', { enum: ['STORED', 'PENDING', 'SENT', 'FAILED'] })
      .notNull()
      .default('STORED'),
    /** The last attempt's error, kept while it is retried and when it failed. */
    error: text('error'),
    /** Delivery attempts started. */
    attempts: integer('attempts').notNull().default(0),
    /** PENDING: when the next attempt may start. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Set while an attempt runs: no other may start before it (past it, the attempt is taken for lost). */
    sendingUntil: timestamp('sending_until', { withTimezone: true }),
    /** When it was last put in the queue: the 24 h of retries count from here. */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** Order of writing: breaks ties of created_at, which PGlite counts in milliseconds only. */
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_created_idx').on(table.createdAt, table.sequence),
    // The retry sweep reads the mails due, among few pending ones.
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'PENDING'`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The actor's role when they acted, copied by recordAudit: their id is cleared when their account
     * is deleted, and this still tells the journal 'Administrateur supprimé' from the system.
     */
    actorRole: text('actor_role', { enum: ['ADMIN', 'DOCTOR', 'EMPLOYEE'] }),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    /** Order of writing: breaks ties of created_at, which PGlite counts in milliseconds only. */
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  // The journal reads newest first, whole or for one actor (the admins view counts each one's
  // actions too) or one record.
  (table) => [
    index('audit_log_created_idx').on(table.createdAt, table.sequence),
    index('audit_log_actor_idx').on(table.actorUserId, table.createdAt, table.sequence),
    index('audit_log_target_idx').on(table.targetId, table.createdAt, table.sequence),
  ],
);

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

/**
 * A psychologist's one-hour slot: published AVAILABLE, then BOOKED by an employee, or CANCELLED.
 * A cancelled booking stays as history; a fresh AVAILABLE row may then take the same start.
 */
export const meetings = pgTable(
  'meetings',
  {
    id: id(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.userId, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['AVAILABLE', 'BOOKED', 'CANCELLED'] })
      .notNull()
      .default('AVAILABLE'),
    /** Set when booked. */
    meetingType: text('meeting_type', { enum: ['PHONE', 'TEAMS'] }),
    category: text('category'),
    subject: text('subject'),
    meetingLink: text('meeting_link'),
    employeeId: uuid('employee_id').references(() => employees.userId, { onDelete: 'set null' }),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    /** The psychologist's answer to a booking: PENDING until accepted. */
    doctorDecision: text('doctor_decision', { enum: ['PENDING', 'ACCEPTED'] }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by', { enum: ['EMPLOYEE', 'DOCTOR', 'ADMIN'] }),
    /** True when the employee cancelled under 48 h: the consultation stays billed. */
    isLateCancellation: boolean('is_late_cancellation').notNull().default(false),
    rating: smallint('rating'),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    /** When the booking's mails (employee, psychologist) were written: once, after the booking's commit or by the sweep. */
    bookingNoticesAt: timestamp('booking_notices_at', { withTimezone: true }),
    /** When each reminder was written, or skipped: a reminder is never written twice. */
    reminded24hAt: timestamp('reminded_24h_at', { withTimezone: true }),
    reminded1hAt: timestamp('reminded_1h_at', { withTimezone: true }),
    createdAt: createdAt(),
    /**
     * The SEQUENCE of the consultation's calendar event (modules/calendar/consultation-event.ts): 0 at
     * booking, raised by each change a calendar must replace the event for (accepted, cancelled), so a
     * later invitation or feed entry wins over an earlier one.
     */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
  },
  (table) => [
    uniqueIndex('meetings_doctor_start_live_unique')
      .on(table.doctorId, table.startsAt)
      .where(sql`${table.status} <> 'CANCELLED'`),
    index('meetings_status_start_idx').on(table.status, table.startsAt),
    // The distinct starts of published slots, walked one index probe per start by the slot search.
    index('meetings_available_start_idx')
      .on(table.startsAt)
      .where(sql`${table.status} = 'AVAILABLE'`),
    // Bookings per psychologist and week (the slot search's fairness), read from the index alone.
    index('meetings_booked_start_doctor_idx')
      .on(table.startsAt, table.doctorId)
      .where(sql`${table.status} = 'BOOKED'`),
    index('meetings_employee_idx').on(table.employeeId),
    check('meetings_rating_range', sql`${table.rating} is null or ${table.rating} between 1 and 5`),
    check('meetings_end_after_start', sql`${table.endsAt} > ${table.startsAt}`),
  ],
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
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.userId, { onDelete: 'cascade' }),
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
 * Hours a psychologist removed from their planning one by one (in the week editor). Copying a week
 * to the following ones never brings such an hour back; publishing it again in the editor clears it.
 */
export const removedSlots = pgTable(
  'removed_slots',
  {
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.userId, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    removedAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.doctorId, table.startsAt] })],
);

/**
 * Every credit movement. For each company, the COMPANY rows sum to companies.credits_amount;
 * for each employee, the EMPLOYEE rows sum to employees.available_credits.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: id(),
    account: text('account', { enum: ['COMPANY', 'EMPLOYEE'] }).notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id').references(() => employees.userId, { onDelete: 'cascade' }),
    meetingId: uuid('meeting_id').references(() => meetings.id, { onDelete: 'set null' }),
    delta: integer('delta').notNull(),
    /** GRANT, ADJUSTMENT, BOOKING, REFUND... */
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('credit_ledger_company_idx').on(table.companyId), index('credit_ledger_employee_idx').on(table.employeeId)],
);

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

/** An uploaded file's record; its bytes are on disk under DATA_DIR (lib/file-storage.ts), named by the id. */
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
 * What was done on a psychologist's monthly bill. The month's consultations are counted from
 * `meetings`; this row holds the document and the dates, and from 'Clôturer' the frozen count and price.
 */
export const psychologistBills = pgTable(
  'psychologist_bills',
  {
    id: id(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.userId, { onDelete: 'cascade' }),
    /** The Paris month, 'yyyy-MM'. */
    month: text('month').notNull(),
    documentFileId: uuid('document_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Frozen when the month is closed, so a later price does not rewrite it. */
    consultationsCount: integer('consultations_count'),
    unitPriceCents: integer('unit_price_cents'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('psychologist_bills_doctor_month_unique').on(table.doctorId, table.month), check('psychologist_bills_month_format', sql`${table.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`)],
);
