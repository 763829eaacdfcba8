import { and, eq, gt, sql } from 'drizzle-orm';
import type { PsychologistCategory, MeetingType } from '@parenthese/shared';
import type { Executor } from '../../db/client';
import { preparedStatement } from '../../db/prepared-statement';
import { employees, meetings } from '../../db/schema';
import { drawPseudonymCandidates } from '../care-pairs/pseudonyms';
import type { PresentationRow } from '../psychologist-presentations/repository';

/** The SQL of a booking: the employee's lock, and the one call of book_consultation (db/functions/book_consultation.sql). */

/**
 * Locks the employee's row until the end of the transaction, as a booking does (book_consultation),
 * and answers the phone number read under that lock.
 */
export async function lockEmployee(tx: Executor, employeeId: string) {
  const [row] = await tx.select({ phoneNumber: employees.phoneNumber }).from(employees).where(eq(employees.userId, employeeId)).for('update');
  return { phoneNumber: row?.phoneNumber ?? '' };
}

/** True when the employee holds a phone consultation still to come (or under way). */
export async function hasUpcomingPhoneConsultation(tx: Executor, employeeId: string, now: Date) {
  const rows = await tx
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.employeeId, employeeId), eq(meetings.status, 'BOOKED'), eq(meetings.meetingType, 'PHONE'), gt(meetings.endsAt, now)))
    .limit(1);
  return rows.length > 0;
}

type MeetingRow = typeof meetings.$inferSelect;

/** The company's pool after a booking spent from it: what the low-credit alert needs. */
export type PoolAfterBooking = {
  companyId: string;
  name: string;
  email: string;
  creditsAmount: number;
  creditsGranted: number;
  isLowCreditsMailEnabled: boolean;
  lowCreditsThresholdPercent: number;
};

export type BookingRefusal =
  | 'SESSION_INVALID'
  | 'FIRST_CONNECTION_PENDING'
  | 'PROFILE_NOT_FOUND'
  | 'COMPANY_LOCKED'
  | 'PHONE_MISSING'
  | 'NO_EMPLOYEE_CREDIT'
  | 'SLOT_NOT_FOUND'
  | 'OUTSIDE_WINDOW'
  | 'DOCTOR_UNSUITABLE'
  | 'SLOT_TAKEN'
  | 'OVERLAPS_OWN_CONSULTATION'
  | 'NO_COMPANY_CREDIT';

export type BookingOutcome =
  | {
      outcome: 'BOOKED';
      consultation: MeetingRow;
      pool: PoolAfterBooking;
      /** Hours a follow-up proposal held that the booking freed (the proposal's others, or all at the last credit). */
      freedMeetingIds: string[];
      /** The psychologist's presentation as it stood at the booking, or null (« Votre psychologue »). */
      presentation: PresentationRow | null;
      /** Whether the employee was on the waiting list of the booked category (migration 0049). */
      isOnWaitingList: boolean;
    }
  | { outcome: BookingRefusal };

/**
 * The booking's one statement, prepared: parsed and planned once per connection rather than at every
 * booking. The candidates go as one text (an array value would be spread into a row by the driver).
 */
const bookConsultationQuery = preparedStatement((db) =>
  db
    .select({
      result: sql<BookingResult | string>`book_consultation(${sql.placeholder('employeeId')}::uuid, ${sql.placeholder('sessionId')}::uuid, ${sql.placeholder('meetingId')}::uuid,
        ${sql.placeholder('meetingType')}::text, ${sql.placeholder('category')}::text, ${sql.placeholder('subject')}::text, ${sql.placeholder('meetingLink')}::text,
        ${sql.placeholder('now')}::timestamptz, ${sql.placeholder('windowStartsAt')}::timestamptz, ${sql.placeholder('windowEndsBefore')}::timestamptz,
        string_to_array(${sql.placeholder('pseudonyms')}::text, ','), ${sql.placeholder('proposalId')}::uuid)`,
    })
    .from(sql`(values (1)) as booking`)
    .prepare('book_consultation'),
);

/**
 * The whole booking in one round trip: the database function book_consultation (db/functions/book_consultation.sql) checks
 * the session, locks the employee, checks the account, the slot, the window and overlaps, claims the slot, spends both
 * credits, writes the ledger and, the first time the employee books this psychologist, the pair's pseudonym
 * (migration 0042, decision 0060), as one transaction. A refusal after a write raises and rolls back. It answers the
 * hours held for follow-up proposals that it freed (migration 0046), which the caller tells the waiting list of.
 * With them, the psychologist's presentation for the answer and whether the employee waits for the category (migration 0049).
 */
export async function bookConsultation(
  db: Executor,
  values: {
    employeeId: string;
    /** The token's session: the function checks it and the account as the auth plugin would. */
    sessionId: string;
    meetingId: string;
    meetingType: MeetingType;
    category: PsychologistCategory;
    subject: string;
    meetingLink: string | null;
    now: Date;
    window: { startsAt: Date; endsBefore: Date };
    /** An answer to a follow-up proposal: only an hour this proposal still holds is booked (decision 0066). */
    proposalId?: string;
  },
): Promise<BookingOutcome> {
  let rows: { result: BookingResult | string }[];
  try {
    rows = await bookConsultationQuery(db).execute({
      employeeId: values.employeeId,
      sessionId: values.sessionId,
      meetingId: values.meetingId,
      meetingType: values.meetingType,
      category: values.category,
      subject: values.subject,
      meetingLink: values.meetingLink,
      now: values.now.toISOString(),
      windowStartsAt: values.window.startsAt.toISOString(),
      windowEndsBefore: values.window.endsBefore.toISOString(),
      pseudonyms: drawPseudonymCandidates().join(','),
      proposalId: values.proposalId ?? null,
    });
  } catch (error) {
    if (raisedMessage(error) === 'NO_COMPANY_CREDIT') return { outcome: 'NO_COMPANY_CREDIT' };
    throw error;
  }
  // node-postgres parses jsonb; PGlite may hand it over as text.
  const result = typeof rows[0].result === 'string' ? (JSON.parse(rows[0].result) as BookingResult) : rows[0].result;
  if (result.outcome !== 'BOOKED') return { outcome: result.outcome };
  const { meeting: consultation, company, presentation } = result;
  return {
    outcome: 'BOOKED',
    freedMeetingIds: result.freedMeetingIds ?? [],
    presentation: presentation
      ? {
          id: presentation.id,
          doctorId: presentation.doctor_id,
          firstName: presentation.first_name,
          formOfAddress: presentation.form_of_address,
          approach: presentation.approach,
          languages: presentation.languages,
          createdAt: new Date(presentation.created_at),
          updatedAt: new Date(presentation.updated_at),
        }
      : null,
    isOnWaitingList: result.isOnWaitingList === true,
    consultation: {
      id: consultation.id,
      doctorId: consultation.doctor_id,
      startsAt: new Date(consultation.starts_at),
      endsAt: new Date(consultation.ends_at),
      status: consultation.status,
      meetingType: consultation.meeting_type,
      category: consultation.category,
      subject: consultation.subject,
      meetingLink: consultation.meeting_link,
      employeeId: consultation.employee_id,
      bookedAt: consultation.booked_at === null ? null : new Date(consultation.booked_at),
      doctorDecision: consultation.doctor_decision,
      cancelledAt: consultation.cancelled_at === null ? null : new Date(consultation.cancelled_at),
      cancelledBy: consultation.cancelled_by,
      isLateCancellation: consultation.is_late_cancellation,
      isFromStandingWeek: consultation.is_from_standing_week,
      rating: consultation.rating,
      ratedAt: consultation.rated_at === null ? null : new Date(consultation.rated_at),
      // Just booked: nothing is missed yet, and the booking's mails and reminders are still to be written.
      employeeNoShowAt: null,
      doctorNoShowAt: null,
      bookingNoticesAt: null,
      reminded24hAt: null,
      reminded1hAt: null,
      createdAt: new Date(consultation.created_at),
      calendarSequence: consultation.calendar_sequence,
      // Just booked: never moved yet; a booked hour holds nothing.
      moveCount: 0,
      heldForProposalId: null,
      // A booking is a living employee's.
      erasedCompanyId: null,
      erasedEmployeeKey: null,
    },
    pool: {
      companyId: company.id,
      name: company.name,
      email: company.email,
      creditsAmount: company.credits_amount,
      creditsGranted: company.credits_granted,
      isLowCreditsMailEnabled: company.is_low_credits_mail_enabled,
      lowCreditsThresholdPercent: company.low_credits_threshold_percent,
    },
  };
}

/** What book_consultation answers (jsonb, snake_case columns). */
type BookingResult =
  | { outcome: Exclude<BookingRefusal, 'NO_COMPANY_CREDIT'> }
  | {
      outcome: 'BOOKED';
      freedMeetingIds?: string[];
      /** Migration 0049: the presentation's row, or null. */
      presentation?: {
        id: string;
        doctor_id: string;
        first_name: string;
        form_of_address: PresentationRow['formOfAddress'];
        approach: string;
        languages: string[];
        created_at: string;
        updated_at: string;
      } | null;
      isOnWaitingList?: boolean;
      meeting: {
        id: string;
        doctor_id: string;
        starts_at: string;
        ends_at: string;
        status: MeetingRow['status'];
        meeting_type: MeetingRow['meetingType'];
        category: string | null;
        subject: string | null;
        meeting_link: string | null;
        employee_id: string | null;
        booked_at: string | null;
        doctor_decision: MeetingRow['doctorDecision'];
        cancelled_at: string | null;
        cancelled_by: MeetingRow['cancelledBy'];
        is_late_cancellation: boolean;
        is_from_standing_week: boolean;
        rating: number | null;
        rated_at: string | null;
        created_at: string;
        calendar_sequence: number;
      };
      company: {
        id: string;
        name: string;
        email: string;
        credits_amount: number;
        credits_granted: number;
        is_low_credits_mail_enabled: boolean;
        low_credits_threshold_percent: number;
      };
    };

/** The message of an exception raised by a database function (pg or PGlite, possibly wrapped by Drizzle). */
function raisedMessage(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === 'P0001') return String((current as { message?: unknown }).message);
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
