import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id } from './columns';
import { companies, employees } from './companies';
import { psychologists } from './psychologists';

/**
 * A psychologist's one-hour slot: published AVAILABLE, then BOOKED by an employee, or CANCELLED.
 * A cancelled booking stays as history; a fresh AVAILABLE row may then take the same start.
 */
export const meetings = pgTable(
  'meetings',
  {
    id: id(),
    doctorId: belongsTo('doctor_id', () => psychologists.userId),
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
    /**
     * Set when the employee's account is erased (decision 0040): the company the consultation counted
     * for, and the employee's pseudonymous report key (an HMAC, the one the frozen report records use),
     * so the employer's figures and the distinct-people counts stay what they were, with no person left.
     */
    erasedCompanyId: uuid('erased_company_id').references(() => companies.id, { onDelete: 'set null' }),
    erasedEmployeeKey: text('erased_employee_key'),
    /** The psychologist's answer to a booking: PENDING until accepted. */
    doctorDecision: text('doctor_decision', { enum: ['PENDING', 'ACCEPTED'] }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by', { enum: ['EMPLOYEE', 'DOCTOR', 'ADMIN'] }),
    /** True when the employee cancelled under 48 h: the consultation stays billed. */
    isLateCancellation: boolean('is_late_cancellation').notNull().default(false),
    /**
     * Missed consultations (issue 35, decision 0062): when the psychologist marked the employee absent,
     * and when the employee reported that the psychologist did not come. Either one, or both (flagged to TECH).
     */
    employeeNoShowAt: timestamp('employee_no_show_at', { withTimezone: true }),
    doctorNoShowAt: timestamp('doctor_no_show_at', { withTimezone: true }),
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
    /** How many times the employee moved this booking to another hour (rules/consultation-moves.ts caps it). */
    moveCount: smallint('move_count').notNull().default(0),
    /** Published by the standing week's job (decision 0065): turning the pattern off withdraws these, free and future only. */
    isFromStandingWeek: boolean('is_from_standing_week').notNull().default(false),
    /**
     * A free hour held for a follow-up proposal (decision 0066): no one but that proposal's employee
     * sees or books it. One column, so a slot holds at most one proposal.
     */
    heldForProposalId: uuid('held_for_proposal_id').references((): AnyPgColumn => followUpProposals.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('meetings_doctor_start_live_unique')
      .on(table.doctorId, table.startsAt)
      .where(sql`${table.status} <> 'CANCELLED'`),
    index('meetings_status_start_idx').on(table.status, table.startsAt),
    // The retention job's motives still to erase, by end (decision 0038): only meetings that still hold one.
    index('meetings_subject_end_idx')
      .on(table.endsAt)
      .where(sql`${table.subject} is not null`),
    // The distinct starts of published slots, walked one index probe per start by the slot search.
    index('meetings_available_start_idx')
      .on(table.startsAt)
      .where(sql`${table.status} = 'AVAILABLE'`),
    // Bookings per psychologist and week (the slot search's fairness), read from the index alone.
    index('meetings_booked_start_doctor_idx')
      .on(table.startsAt, table.doctorId)
      .where(sql`${table.status} = 'BOOKED'`),
    // The bookings whose mails are still to write (the notices' claim after each booking, the sweep): without
    // it, each claim walked every booked meeting of the table (100,000 at the bench's scale: 0.2 s a claim).
    index('meetings_booking_notices_pending_idx')
      .on(table.bookedAt)
      .where(sql`${table.status} = 'BOOKED' and ${table.bookingNoticesAt} is null`),
    index('meetings_employee_idx').on(table.employeeId),
    index('meetings_held_for_proposal_idx')
      .on(table.heldForProposalId)
      .where(sql`${table.heldForProposalId} is not null`),
    index('meetings_erased_company_idx')
      .on(table.erasedCompanyId)
      .where(sql`${table.erasedCompanyId} is not null`),
    check('meetings_rating_range', sql`${table.rating} is null or ${table.rating} between 1 and 5`),
    check('meetings_end_after_start', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * « Proposer un suivi » (decision 0066): a psychologist offers a person 1 to 3 of their free hours from
 * one consultation. The hours are the slot rows pointing here (`meetings.held_for_proposal_id`) while
 * OPEN; the proposal ends ACCEPTED (one booked, `booked_meeting_id`), DECLINED, EXPIRED (72 h) or
 * NO_CREDIT, and its hours are freed in the same transaction.
 */
export const followUpProposals = pgTable(
  'follow_up_proposals',
  {
    id: id(),
    doctorId: belongsTo('doctor_id', () => psychologists.userId),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.userId, { onDelete: 'cascade' }),
    fromMeetingId: uuid('from_meeting_id')
      .notNull()
      .references((): AnyPgColumn => meetings.id, { onDelete: 'cascade' }),
    // The statuses of rules/follow-up-proposals.ts (FOLLOW_UP_STATUSES).
    status: text('status', { enum: ['OPEN', 'ACCEPTED', 'DECLINED', 'EXPIRED', 'NO_CREDIT'] })
      .notNull()
      .default('OPEN'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    bookedMeetingId: uuid('booked_meeting_id').references((): AnyPgColumn => meetings.id, { onDelete: 'set null' }),
  },
  (table) => [
    // One open proposal per consultation: a second one waits for the person's answer to the first.
    uniqueIndex('follow_up_proposals_open_origin_unique')
      .on(table.fromMeetingId)
      .where(sql`${table.status} = 'OPEN'`),
    index('follow_up_proposals_employee_open_idx')
      .on(table.employeeId)
      .where(sql`${table.status} = 'OPEN'`),
    index('follow_up_proposals_open_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'OPEN'`),
  ],
);
