/** Who can sign in and what keeps a sign-in safe: accounts, administrators, sessions, second factor, password resets, email changes. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, updatedAt } from './columns';

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

/**
 * An account invited by email (decisions 0033 and 0046): an employee, a psychologist or an administrator.
 * The account exists from its creation, without a usable password; the link's owner chooses it. An
 * employee's work email waits here until the link is followed (a staff account's is also its sign-in
 * name from the start: users.email cannot be null without an identifier). One row per account: sending
 * again replaces the link's digest (the former link stops working) and its expiry. Only the SHA-256 of
 * the link's token is stored. Until accepted, the email is held: no other account nor invitation may
 * take it (modules/accounts/email-uniqueness.ts, and the partial unique index).
 */
export const accountInvitations = pgTable(
  'account_invitations',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id).unique(),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** SHA-256 of the mailed link's token; null until the mail is written (an import once its whole file is created, a TECH administrator once approved). */
    tokenHash: text('token_hash').unique(),
    createdAt: createdAt(),
    /** When the last link was mailed (written to the outbox); null until then. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** sentAt plus INVITATION_LIFETIME_DAYS. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('account_invitations_pending_email_unique')
      .on(table.email)
      .where(sql`${table.acceptedAt} is null`),
  ],
);

/**
 * A TECH administrator in the making (issue 33, « no sock puppets »): a new TECH account, or an
 * administrator's role changed to TECH, waits for a second TECH administrator's approval
 * (fourEyesRefusal). A pending CREATION's account exists but has no link mailed; a pending
 * ROLE_CHANGE's account keeps its role until approved. One pending request per account.
 */
export const techRoleApprovals = pgTable(
  'tech_role_approvals',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    kind: text('kind', { enum: ['CREATION', 'ROLE_CHANGE'] }).notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('tech_role_approvals_one_pending')
      .on(table.userId)
      .where(sql`${table.approvedAt} is null`),
  ],
);

/**
 * A signed-in session (issue 22): the access token carries its id, and every signed-in request checks
 * that it is still open, so a sign-out, a password change or a lock ends it at once. What its owner is
 * shown to recognise it: a short device label, when it started and when it was last used. No address.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
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
    // The retention job's sweep of expired sessions (decision 0038).
    index('sessions_expires_idx').on(table.expiresAt),
    index('sessions_open_by_user')
      .on(table.userId, table.expiresAt)
      .where(sql`${table.endedAt} is null`),
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
    userId: belongsTo('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('recovery_codes_user_hash_unique').on(table.userId, table.codeHash)],
);

/**
 * A TECH administrator's request to reset another account's second factor (issue 33, decision 0044):
 * nothing is reset until a second TECH approves it within FOUR_EYES_APPROVAL_HOURS; the owner can refuse
 * it from the notice mailed to the address the account had before any recent change. A PENDING row past
 * its approval window reads as expired; it becomes EXPIRED when the next request on the account comes.
 */
export const secondFactorResetRequests = pgTable(
  'second_factor_reset_requests',
  {
    id: id(),
    targetUserId: belongsTo('target_user_id', () => users.id),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: ['PENDING', 'APPROVED', 'REFUSED_BY_OWNER', 'CANCELLED', 'EXPIRED'] })
      .notNull()
      .default('PENDING'),
    /** Who approved or cancelled it (null when the owner refused it or it expired). */
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** SHA-256 of the owner's refusal link: the link itself only exists in the mailed notice. */
    refuseTokenHash: text('refuse_token_hash').notNull().unique(),
  },
  (table) => [
    uniqueIndex('second_factor_reset_requests_one_pending')
      .on(table.targetUserId)
      .where(sql`${table.status} = 'PENDING'`),
  ],
);

/**
 * The sign-in challenges that gave a session (their `jti`): a challenge is single-use whatever the code.
 * Inserted in the transaction that opens the session; deleted by the retention job once the challenge has expired.
 */
export const usedSecondFactorChallenges = pgTable(
  'used_second_factor_challenges',
  {
    id: uuid('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('used_second_factor_challenges_expires_idx').on(table.expiresAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    /** SHA-256 of the token: the token itself only ever exists in the mailed link. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

/**
 * A sign-in email change (decision 0043). An administrator's proposal waits for the signed-in owner
 * (AWAITING_OWNER, no link yet); an owner's change (or an accepted proposal) waits for the link mailed
 * to the new address (PENDING), or the one mailed to the current address refuses it. Once CONFIRMED,
 * the former address holds an undo link for EMAIL_CHANGE_UNDO_DAYS. Only the digests of links are
 * stored. One open (AWAITING_OWNER or PENDING) request per account: a later one replaces it.
 */

export const emailChangeRequests = pgTable(
  'email_change_requests',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    /** Lower-cased. */
    newEmail: text('new_email').notNull(),
    /** SHA-256 of the link mailed to the new address; null while a proposal awaits its owner. */
    confirmTokenHash: text('confirm_token_hash').unique(),
    /** SHA-256 of the link mailed to the current address; null while a proposal awaits its owner. */
    refuseTokenHash: text('refuse_token_hash').unique(),
    /** SHA-256 of the « Ce n'était pas moi » link mailed to the former address once the change is confirmed. */
    undoTokenHash: text('undo_token_hash').unique(),
    undoExpiresAt: timestamp('undo_expires_at', { withTimezone: true }),
    /** When the former address undid the confirmed change (the account got `previous_email` back). */
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    /**
     * The sign-in email the account had when this change was confirmed (lower-cased), null before: the
     * address a change made in the last days cannot silence (second-factor reset notices, erasure).
     */
    previousEmail: text('previous_email'),
    /** Who asked: the owner, or an administrator. */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['AWAITING_OWNER', 'PENDING', 'CONFIRMED', 'REFUSED', 'DECLINED', 'REPLACED'] })
      .notNull()
      .default('PENDING'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('email_change_requests_one_open')
      .on(table.userId)
      .where(sql`${table.status} in ('AWAITING_OWNER', 'PENDING')`),
  ],
);
