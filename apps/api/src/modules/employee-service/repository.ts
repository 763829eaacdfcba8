import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { DoctorCategory, MeetingType } from '@parenthese/shared';
import type { Executor } from '../../db/client';
import { preparedStatement } from '../../db/prepared-statement';
import { companies, doctorPresentations, employees, meetings, sessions, users } from '../../db/schema';
import { isOpenSession } from '../../db/open-session';
import { nextCalendarSequence } from '../calendar/calendar-sequence';
import { drawPseudonymCandidates } from '../care-pairs/pseudonyms';
import type { PresentationRow } from '../psychologist-presentations/repository';
import type { OfferedSlot } from './slot-search-cache';

/** All SQL of the employee service. */

export async function findEmployeeAccount(db: Executor, userId: string) {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      isFirstConnection: users.isFirstConnection,
      username: users.username,
      firstName: employees.firstName,
      lastName: employees.lastName,
      phoneNumber: employees.phoneNumber,
      service: employees.service,
      job: employees.job,
      availableCredits: employees.availableCredits,
      creditsFromCompany: employees.creditsFromCompany,
      companyId: companies.id,
      companyName: companies.name,
      isCompanyLocked: companies.isLocked,
    })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .where(eq(employees.userId, userId))
    .limit(1);
  return row;
}
export type EmployeeAccountRow = NonNullable<Awaited<ReturnType<typeof findEmployeeAccount>>>;

export async function updateEmployeeProfile(tx: Executor, userId: string, values: { firstName: string; lastName: string; phoneNumber: string }) {
  await tx.update(users).set({ updatedAt: new Date() }).where(eq(users.id, userId));
  await tx.update(employees).set({ firstName: values.firstName, lastName: values.lastName, phoneNumber: values.phoneNumber }).where(eq(employees.userId, userId));
}

/**
 * One bookable slot per distinct start in [from, before), for a category and a mode, chosen in SQL
 * (docs/decisions/0024-slot-search-at-scale.md):
 * - `starts`: the distinct starts of published slots, by a skip scan (one index probe per start,
 *   not one row per slot), kept on Paris weekdays;
 * - `week_order`: for each Paris week of the range, the unlocked psychologists offering the category
 *   and the mode, those with the fewest bookings that week first, then in random order;
 * - `walk`: for each start, the first psychologist in that order with a free slot there (one probe of
 *   the (doctor_id, starts_at) index each, usually the first).
 * - `fallback`: a start where none of the first WALK_PROBES psychologists is free (sparse hours) takes
 *   the best-ranked of the free slots at that start instead.
 * An hour held for a follow-up proposal (decision 0066) is not free for anyone here: the person it is
 * held for takes it from the proposal.
 * Complete for the range: nothing is cut. The same for every employee (the result is shared by the
 * slot search cache): the employee's own consultations are left out afterwards, per request.
 */
const WALK_PROBES = 8;

export async function findBookableSlots(db: Executor, criteria: { category: DoctorCategory; meetingType: MeetingType; from: Date; before: Date }): Promise<OfferedSlot[]> {
  const modeColumn = criteria.meetingType === 'PHONE' ? sql.raw('d.is_phone_enabled') : sql.raw('d.is_video_enabled');
  const from = criteria.from.toISOString();
  const before = criteria.before.toISOString();
  const result = await db.execute<{ id: string; starts_at: string | Date; ends_at: string | Date; weekday: number }>(sql`
    with recursive
    eligible as materialized (
      select d.user_id as doctor_id
      from doctors d join users u on u.id = d.user_id
      where not u.is_locked and ${modeColumn} and d.categories @> array[${criteria.category}]::text[]
    ),
    starts(starts_at) as (
      (select starts_at from meetings
        where status = 'AVAILABLE' and starts_at >= ${from}::timestamptz and starts_at < ${before}::timestamptz
        order by starts_at limit 1)
      union all
      select (select m.starts_at from meetings m
               where m.status = 'AVAILABLE' and m.starts_at > s.starts_at and m.starts_at < ${before}::timestamptz
               order by m.starts_at limit 1)
      from starts s where s.starts_at is not null
    ),
    bookable_starts as materialized (
      select starts_at, date_trunc('week', starts_at at time zone business_time_zone()) as week
      from starts
      where starts_at is not null and extract(isodow from starts_at at time zone business_time_zone()) < 6
    ),
    weeks as materialized (select distinct week from bookable_starts),
    week_load as (
      select m.doctor_id, date_trunc('week', m.starts_at at time zone business_time_zone()) as week, count(*) as bookings
      from meetings m
      where m.status = 'BOOKED'
        and m.starts_at >= (select min(week) from weeks) at time zone business_time_zone()
        and m.starts_at < (select max(week) + interval '7 days' from weeks) at time zone business_time_zone()
      group by 1, 2
    ),
    week_order as materialized (
      select w.week, array_agg(e.doctor_id order by coalesce(l.bookings, 0), random()) as doctor_ids
      from weeks w
      cross join eligible e
      left join week_load l on l.doctor_id = e.doctor_id and l.week = w.week
      group by w.week
    ),
    walk(starts_at, week, position, meeting_id) as (
      select starts_at, week, 0, null::uuid from bookable_starts
      union all
      select w.starts_at, w.week, w.position + 1,
        (select m.id from meetings m
          where m.doctor_id = o.doctor_ids[w.position + 1] and m.starts_at = w.starts_at and m.status = 'AVAILABLE' and m.held_for_proposal_id is null)
      from walk w join week_order o on o.week = w.week
      where w.meeting_id is null and w.position < least(cardinality(o.doctor_ids), ${sql.raw(String(WALK_PROBES))})
    ),
    found as materialized (select starts_at, meeting_id from walk where meeting_id is not null),
    -- Where the first psychologists in the order have nothing at that start (sparse hours), the free
    -- slots at that start are read instead and the best-ranked one taken: never more work than there are slots.
    fallback as (
      select b.starts_at,
        (select m.id from meetings m
          where m.starts_at = b.starts_at and m.status = 'AVAILABLE' and m.held_for_proposal_id is null and array_position(o.doctor_ids, m.doctor_id) is not null
          order by array_position(o.doctor_ids, m.doctor_id)
          limit 1) as meeting_id
      from bookable_starts b join week_order o on o.week = b.week
      where not exists (select 1 from found f where f.starts_at = b.starts_at)
    )
    select chosen.meeting_id as id, chosen.starts_at, m.ends_at, extract(dow from chosen.starts_at at time zone business_time_zone())::int as weekday
    from (select starts_at, meeting_id from found union all select starts_at, meeting_id from fallback where meeting_id is not null) chosen
    join meetings m on m.id = chosen.meeting_id
    order by chosen.starts_at`);
  return result.rows.map((row) => ({ id: row.id, startsAt: new Date(row.starts_at), endsAt: new Date(row.ends_at), weekday: Number(row.weekday) }));
}

/**
 * For a slot search, in one round trip: the open session's account (what every route's session check
 * reads) and the employee's live consultations overlapping [from, before), hours the search must not offer them.
 */
const searchingEmployeeQuery = preparedStatement((db) =>
  db
    .select({
      role: users.role,
      isLocked: users.isLocked,
      isFirstConnection: users.isFirstConnection,
      ownHours: sql<{ startsAt: string; endsAt: string }[] | null>`(
        select json_agg(json_build_object('startsAt', m.starts_at, 'endsAt', m.ends_at)) from ${meetings} m
        where m.employee_id = ${sql.placeholder('employeeId')} and m.status = 'BOOKED'
          and m.starts_at < ${sql.placeholder('before')}::timestamptz and m.ends_at > ${sql.placeholder('from')}::timestamptz)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, sql.placeholder('employeeId')), isOpenSession()))
    .limit(1)
    .prepare('searching_employee'),
);

export async function findSearchingEmployee(db: Executor, values: { employeeId: string; sessionId: string; from: Date; before: Date }) {
  const [row] = await searchingEmployeeQuery(db).execute({ employeeId: values.employeeId, sessionId: values.sessionId, from: values.from.toISOString(), before: values.before.toISOString() });
  if (!row) return undefined;
  const ownHours = (row.ownHours ?? []).map((own) => ({ startsAt: new Date(own.startsAt), endsAt: new Date(own.endsAt) }));
  return { ...row, ownHours };
}

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
      meeting: MeetingRow;
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
 * The whole booking in one round trip: the database function book_consultation (migrations 0006, 0016, 0019) checks
 * the session, locks the employee, checks the account, the slot, the window and overlaps, claims the slot, spends both
 * credits, writes the ledger and, the first time the employee books this psychologist, the pair's pseudonym
 * (migration 0040, decision 0060), as one transaction. A refusal after a write raises and rolls back. It answers the
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
    category: DoctorCategory;
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
  const { meeting, company, presentation } = result;
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
    meeting: {
      id: meeting.id,
      doctorId: meeting.doctor_id,
      startsAt: new Date(meeting.starts_at),
      endsAt: new Date(meeting.ends_at),
      status: meeting.status,
      meetingType: meeting.meeting_type,
      category: meeting.category,
      subject: meeting.subject,
      meetingLink: meeting.meeting_link,
      employeeId: meeting.employee_id,
      bookedAt: meeting.booked_at === null ? null : new Date(meeting.booked_at),
      doctorDecision: meeting.doctor_decision,
      cancelledAt: meeting.cancelled_at === null ? null : new Date(meeting.cancelled_at),
      cancelledBy: meeting.cancelled_by,
      isLateCancellation: meeting.is_late_cancellation,
      isFromStandingWeek: meeting.is_from_standing_week,
      rating: meeting.rating,
      ratedAt: meeting.rated_at === null ? null : new Date(meeting.rated_at),
      // Just booked: nothing is missed yet, and the booking's mails and reminders are still to be written.
      employeeNoShowAt: null,
      doctorNoShowAt: null,
      bookingNoticesAt: null,
      reminded24hAt: null,
      reminded1hAt: null,
      createdAt: new Date(meeting.created_at),
      calendarSequence: meeting.calendar_sequence,
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

// With the psychologist's presentation as it stands now (decision 0061): a withdrawn one is gone from past consultations too.
const employeeMeetingsQuery = preparedStatement((db) =>
  db
    .select({ meeting: meetings, presentation: doctorPresentations })
    .from(meetings)
    .leftJoin(doctorPresentations, eq(doctorPresentations.doctorId, meetings.doctorId))
    .where(eq(meetings.employeeId, sql.placeholder('employeeId')))
    .orderBy(desc(meetings.startsAt), desc(meetings.createdAt))
    .prepare('employee_meetings'),
);

export async function listEmployeeMeetings(db: Executor, employeeId: string) {
  return employeeMeetingsQuery(db).execute({ employeeId });
}

/** The employee's own meeting, locked for the rest of the transaction; undefined for anyone else's. */
export async function findOwnMeetingForUpdate(tx: Executor, meetingId: string, employeeId: string) {
  const [row] = await tx
    .select()
    .from(meetings)
    .where(and(eq(meetings.id, meetingId), eq(meetings.employeeId, employeeId)))
    .for('update')
    .limit(1);
  return row;
}

export async function markCancelledByEmployee(tx: Executor, meetingId: string, values: { now: Date; isLateCancellation: boolean }) {
  const [row] = await tx
    .update(meetings)
    .set({ status: 'CANCELLED', cancelledAt: values.now, cancelledBy: 'EMPLOYEE', isLateCancellation: values.isLateCancellation, calendarSequence: nextCalendarSequence() })
    .where(and(eq(meetings.id, meetingId), eq(meetings.status, 'BOOKED')))
    .returning();
  return row;
}

/**
 * Publishes the freed hour again, unless the psychologist already has a live slot there. Answers the
 * new slot's id (undefined when one was already there), for the waiting list.
 */
export async function reopenSlot(tx: Executor, slot: { doctorId: string; startsAt: Date; endsAt: Date }): Promise<string | undefined> {
  const [row] = await tx
    .insert(meetings)
    .values({ doctorId: slot.doctorId, startsAt: slot.startsAt, endsAt: slot.endsAt, status: 'AVAILABLE' })
    .onConflictDoNothing({ target: [meetings.doctorId, meetings.startsAt], where: sql`${meetings.status} <> 'CANCELLED'` })
    .returning({ id: meetings.id });
  return row?.id;
}

/** Rates a past, booked, not yet rated consultation of this employee; undefined when any of that fails. */
export async function rateOwnPastMeeting(db: Executor, values: { meetingId: string; employeeId: string; rating: number; now: Date }) {
  const [row] = await db
    .update(meetings)
    .set({ rating: values.rating, ratedAt: values.now })
    .where(and(eq(meetings.id, values.meetingId), eq(meetings.employeeId, values.employeeId), eq(meetings.status, 'BOOKED'), lt(meetings.endsAt, values.now), sql`${meetings.rating} is null`))
    .returning();
  return row;
}

export async function findOwnMeeting(db: Executor, meetingId: string, employeeId: string) {
  const [row] = await db
    .select()
    .from(meetings)
    .where(and(eq(meetings.id, meetingId), eq(meetings.employeeId, employeeId)))
    .limit(1);
  return row;
}
