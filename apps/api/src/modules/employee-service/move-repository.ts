import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { MeetingType } from '@parenthese/shared';
import type { Executor } from '../../db/client';
import { meetings } from '../../db/schema';
import { nextCalendarSequence } from '../calendar/calendar-sequence';
import type { OfferedSlot } from './slot-search-cache';

type MeetingRow = typeof meetings.$inferSelect;

/** The SQL of moving an appointment (issue 35, docs/decisions/0063-moving-an-appointment.md). */

/** SQL true when the psychologist `doctorId` is open to bookings of this category and mode (what book_consultation checks). */
function offersCategoryAndMode(psychologistId: ReturnType<typeof sql>, criteria: { category: string; meetingType: MeetingType }) {
  const modeColumn = criteria.meetingType === 'PHONE' ? sql.raw('d.is_phone_enabled') : sql.raw('d.is_video_enabled');
  return sql`exists (select 1 from doctors d join users u on u.id = d.user_id
    where d.user_id = ${psychologistId} and not u.is_locked and ${modeColumn} and d.categories @> array[${criteria.category}]::text[])`;
}

/**
 * The same psychologist's free hours in [from, before), when they still offer the category and the mode:
 * the one query of a move to another hour and of booking the same psychologist again (decision 0060). None held for a follow-up proposal (decision 0066).
 */
export async function findPsychologistFreeSlots(db: Executor, criteria: { doctorId: string; category: string; meetingType: MeetingType; from: Date; before: Date }): Promise<OfferedSlot[]> {
  const result = await db.execute<{ id: string; starts_at: string | Date; ends_at: string | Date; weekday: number }>(sql`
    select m.id, m.starts_at, m.ends_at, extract(dow from m.starts_at at time zone business_time_zone())::int as weekday
    from meetings m
    where m.doctor_id = ${criteria.doctorId}::uuid and m.status = 'AVAILABLE' and m.held_for_proposal_id is null
      and m.starts_at >= ${criteria.from.toISOString()}::timestamptz and m.starts_at < ${criteria.before.toISOString()}::timestamptz
      and ${offersCategoryAndMode(sql`${criteria.doctorId}::uuid`, criteria)}
    order by m.starts_at`);
  return result.rows.map((row) => ({ id: row.id, startsAt: new Date(row.starts_at), endsAt: new Date(row.ends_at), weekday: Number(row.weekday) }));
}

/** The modes the psychologist still offers in this category (none when locked or no longer in it). */
export async function findPsychologistModes(db: Executor, values: { doctorId: string; category: string }): Promise<MeetingType[]> {
  const result = await db.execute<{ is_video_enabled: boolean; is_phone_enabled: boolean }>(sql`
    select d.is_video_enabled, d.is_phone_enabled from doctors d join users u on u.id = d.user_id
    where d.user_id = ${values.doctorId}::uuid and not u.is_locked and d.categories @> array[${values.category}]::text[]`);
  const row = result.rows[0];
  if (!row) return [];
  return [...(row.is_video_enabled ? (['TEAMS'] as const) : []), ...(row.is_phone_enabled ? (['PHONE'] as const) : [])];
}

/** The employee's live consultations overlapping [from, before): hours a move must not offer them. */
export async function findOwnBookedHours(db: Executor, values: { employeeId: string; from: Date; before: Date }) {
  return db
    .select({ id: meetings.id, startsAt: meetings.startsAt, endsAt: meetings.endsAt })
    .from(meetings)
    .where(and(eq(meetings.employeeId, values.employeeId), eq(meetings.status, 'BOOKED'), lt(meetings.startsAt, values.before), gt(meetings.endsAt, values.from)));
}

/**
 * The slot a move would claim, locked for the rest of the transaction (after the employee and the
 * booking: decision 0055's order), with whether its psychologist offers the booking's category and mode.
 * A slot deleted meanwhile (claimed by a concurrent move) is read as missing.
 */
export async function findMoveTargetForUpdate(tx: Executor, slotId: string, criteria: { category: string; meetingType: MeetingType }) {
  const result = await tx.execute<{ id: string; doctor_id: string; starts_at: string | Date; ends_at: string | Date; status: MeetingRow['status']; is_held: boolean; is_suitable: boolean }>(sql`
    select m.id, m.doctor_id, m.starts_at, m.ends_at, m.status, m.held_for_proposal_id is not null as is_held, ${offersCategoryAndMode(sql`m.doctor_id`, criteria)} as is_suitable
    from meetings m where m.id = ${slotId}::uuid
    for update of m`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    doctorId: row.doctor_id,
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
    status: row.status,
    // Held for someone's follow-up proposal (decision 0066): not free for a move.
    isHeld: row.is_held === true,
    isSuitable: row.is_suitable === true,
  };
}

/** True when the employee holds another live consultation overlapping [startsAt, endsAt). */
export async function hasOtherOwnConsultationAt(tx: Executor, values: { employeeId: string; exceptMeetingId: string; startsAt: Date; endsAt: Date }) {
  const rows = await tx
    .select({ id: meetings.id })
    .from(meetings)
    .where(
      and(
        eq(meetings.employeeId, values.employeeId),
        eq(meetings.status, 'BOOKED'),
        sql`${meetings.id} <> ${values.exceptMeetingId}::uuid`,
        lt(meetings.startsAt, values.endsAt),
        gt(meetings.endsAt, values.startsAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * The move itself, once everything is checked, in the caller's transaction: the free slot row is
 * removed (the booking's row takes its psychologist and hour, so the booking keeps its id, its ledger
 * rows and its calendar UID), the booking is updated, and the hour it leaves is published again.
 * The credit is not touched: it stays spent, and the ledger is unchanged.
 */
export async function moveBooking(
  tx: Executor,
  values: {
    bookingId: string;
    slotId: string;
    to: { doctorId: string; startsAt: Date; endsAt: Date };
    doctorDecision: 'PENDING' | 'ACCEPTED';
    /** A reminder whose time is already past at the move is skipped (set), as a booking made that late skips it. */
    reminded24hAt: Date | null;
    reminded1hAt: Date | null;
  },
) {
  const removed = await tx
    .delete(meetings)
    .where(and(eq(meetings.id, values.slotId), eq(meetings.status, 'AVAILABLE'), isNull(meetings.heldForProposalId)))
    .returning({ id: meetings.id });
  if (removed.length === 0) return undefined;
  const [row] = await tx
    .update(meetings)
    .set({
      doctorId: values.to.doctorId,
      startsAt: values.to.startsAt,
      endsAt: values.to.endsAt,
      doctorDecision: values.doctorDecision,
      moveCount: sql`${meetings.moveCount} + 1`,
      calendarSequence: nextCalendarSequence(),
      reminded24hAt: values.reminded24hAt,
      reminded1hAt: values.reminded1hAt,
    })
    .where(and(eq(meetings.id, values.bookingId), eq(meetings.status, 'BOOKED')))
    .returning();
  return row;
}
