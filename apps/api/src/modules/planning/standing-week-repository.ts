import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { SLOT_LENGTH_MINUTES, type StandingWeekStart } from '@parenthese/shared';
import type { Executor } from '../../db/client';
import { handEditedWeeks, meetings, standingWeeks } from '../../db/schema';

/** An interval a psychologist is closed (absence, public holiday): nothing is published inside it. */
export type ClosedInterval = { doctorId: string; startsAt: Date; endsAt: Date };

const countOf = (result: unknown) => Number((result as { rows: { count: number | string }[] }).rows[0]?.count ?? 0);

export async function findStandingWeek(db: Executor, psychologistId: string) {
  const [row] = await db.select().from(standingWeeks).where(eq(standingWeeks.doctorId, psychologistId));
  return row;
}

export async function saveStandingWeek(db: Executor, psychologistId: string, values: { weekHours: number[]; isEnabled: boolean }, now: Date) {
  await db
    .insert(standingWeeks)
    .values({ doctorId: psychologistId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: standingWeeks.doctorId, set: { ...values, updatedAt: now } });
}

/** The weeks the psychologist edited by hand: the standing week's job leaves them as they are. */
export async function rememberHandEditedWeeks(db: Executor, psychologistId: string, weekStarts: Date[]) {
  if (weekStarts.length === 0) return;
  await db
    .insert(handEditedWeeks)
    .values(weekStarts.map((weekStart) => ({ doctorId: psychologistId, weekStart })))
    .onConflictDoNothing();
}

/**
 * Locks the planning of each psychologist whose pattern the run serves, in one order (no deadlock
 * between two runs), with the key the week editor and the copy take (repository.lockDoctorPlanning):
 * a week saved by hand meanwhile is either seen as edited, or edited after the run's slots are there.
 */
export async function lockStandingWeekPlannings(tx: Executor, psychologistIds: string[] | undefined) {
  await tx.execute(sql`
    select pg_advisory_xact_lock(hashtextextended('planning:' || doctor_id::text, 0))
    from (select doctor_id from standing_weeks where is_enabled ${onlyPsychologists(psychologistIds)} order by doctor_id) as served`);
}

function onlyPsychologists(psychologistIds: string[] | undefined): SQL {
  return psychologistIds ? sql`and standing_weeks.doctor_id = any(${sql.param(psychologistIds)}::uuid[])` : sql``;
}

/** The candidate starts as a table: (week_hour, week_start, starts_at), from three parallel arrays. */
function candidatesTable(starts: StandingWeekStart[]): SQL {
  return sql`unnest(
    ${sql.param(starts.map((start) => start.weekHour))}::smallint[],
    ${sql.param(starts.map((start) => start.weekStart.toISOString()))}::timestamptz[],
    ${sql.param(starts.map((start) => start.startsAt.toISOString()))}::timestamptz[]
  ) as candidate(week_hour, week_start, starts_at)`;
}

/**
 * Publishes, in one statement, each candidate start at an hour of an enabled pattern, unless its week
 * was edited by hand, the psychologist gave the hour up (removed it in the editor, or refused or
 * cancelled a consultation there: the rule of « Appliquer à plusieurs semaines »), it lies in a closed
 * interval, or it already holds a live slot (left as it is, booked or not: the unique index decides
 * between two runs). Answers the ids of the slots published (the waiting list is told of them).
 */
export async function publishStandingWeekSlots(db: Executor, input: { starts: StandingWeekStart[]; closed: ClosedInterval[]; psychologistIds?: string[] }): Promise<string[]> {
  if (input.starts.length === 0) return [];
  const slotLength = sql.raw(`interval '${SLOT_LENGTH_MINUTES} minutes'`);
  const result = await db.execute(sql`
    with pattern as (
      select standing_weeks.doctor_id, pattern_hour.week_hour
      from standing_weeks cross join lateral unnest(standing_weeks.week_hours) as pattern_hour(week_hour)
      where standing_weeks.is_enabled ${onlyPsychologists(input.psychologistIds)}
    ),
    inserted as (
      insert into meetings (doctor_id, starts_at, ends_at, status, is_from_standing_week)
      select pattern.doctor_id, candidate.starts_at, candidate.starts_at + ${slotLength}, 'AVAILABLE', true
      from pattern join ${candidatesTable(input.starts)} on candidate.week_hour = pattern.week_hour
      where not exists (select 1 from hand_edited_weeks edited where edited.doctor_id = pattern.doctor_id and edited.week_start = candidate.week_start)
        and not exists (select 1 from removed_slots removed where removed.doctor_id = pattern.doctor_id and removed.starts_at = candidate.starts_at)
        -- Two probes, each matching an index: the live slot (the unique partial index), the refused or cancelled one.
        and not exists (select 1 from meetings live where live.doctor_id = pattern.doctor_id and live.starts_at = candidate.starts_at and live.status <> 'CANCELLED')
        and not exists (
          select 1 from meetings refused
          where refused.status = 'CANCELLED' and refused.starts_at = candidate.starts_at and refused.doctor_id = pattern.doctor_id and refused.cancelled_by = 'DOCTOR'
        )
        -- « remove closed hours »: absences and public holidays (closedHoursOverHorizon in standing-week-job.ts).
        and not exists (
          select 1 from unnest(
            ${sql.param(input.closed.map((interval) => interval.doctorId))}::uuid[],
            ${sql.param(input.closed.map((interval) => interval.startsAt.toISOString()))}::timestamptz[],
            ${sql.param(input.closed.map((interval) => interval.endsAt.toISOString()))}::timestamptz[]
          ) as closed(doctor_id, starts_at, ends_at)
          where closed.doctor_id = pattern.doctor_id and closed.starts_at < candidate.starts_at + ${slotLength} and closed.ends_at > candidate.starts_at
        )
      on conflict do nothing
      returning id
    )
    select id from inserted`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}

/**
 * Withdraws the free future slots the pattern made at hours it no longer holds, in the weeks not
 * edited by hand and inside the horizon (a pattern changed: the next weeks follow it).
 */
export async function withdrawOutdatedStandingWeekSlots(db: Executor, input: { starts: StandingWeekStart[]; psychologistIds?: string[] }): Promise<number> {
  if (input.starts.length === 0) return 0;
  const result = await db.execute(sql`
    with withdrawn as (
      delete from meetings
      using standing_weeks, ${candidatesTable(input.starts)}
      where meetings.doctor_id = standing_weeks.doctor_id and standing_weeks.is_enabled ${onlyPsychologists(input.psychologistIds)}
        and meetings.is_from_standing_week and meetings.status = 'AVAILABLE' and meetings.starts_at = candidate.starts_at
        and not (candidate.week_hour = any(standing_weeks.week_hours))
        and not exists (select 1 from hand_edited_weeks edited where edited.doctor_id = meetings.doctor_id and edited.week_start = candidate.week_start)
      returning 1
    )
    select count(*) as count from withdrawn`);
  return countOf(result);
}

/** Turning the pattern off: every free future slot it made goes, never a booked one, never one made by hand. */
export async function withdrawStandingWeekSlots(db: Executor, psychologistId: string, now: Date): Promise<number> {
  const rows = await db
    .delete(meetings)
    .where(and(eq(meetings.doctorId, psychologistId), eq(meetings.isFromStandingWeek, true), eq(meetings.status, 'AVAILABLE'), gt(meetings.startsAt, now)))
    .returning({ id: meetings.id });
  return rows.length;
}

/** The psychologists whose pattern is on, of the given ones or all: whom a run serves. */
export async function findEnabledStandingWeekPsychologistIds(db: Executor, psychologistIds: string[] | undefined): Promise<string[]> {
  const rows = await db
    .select({ doctorId: standingWeeks.doctorId })
    .from(standingWeeks)
    .where(and(eq(standingWeeks.isEnabled, true), psychologistIds ? inArray(standingWeeks.doctorId, psychologistIds) : undefined));
  return rows.map((row) => row.doctorId);
}
