import { and, eq, sql } from 'drizzle-orm';
import type { PsychologistCategory, MeetingType } from '@parenthese/shared';
import type { Executor } from '../../db/client';
import { preparedStatement } from '../../db/prepared-statement';
import { meetings, sessions, users } from '../../db/schema';
import { isOpenSession } from '../../db/open-session';
import type { OfferedSlot } from './slot-search-cache';

/** The SQL of the slot search: the bookable hours of a range, and the employee searching them. */

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

export async function findBookableSlots(db: Executor, criteria: { category: PsychologistCategory; meetingType: MeetingType; from: Date; before: Date }): Promise<OfferedSlot[]> {
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
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, sql.placeholder('employeeId')), isOpenSession(sql.placeholder('now'))))
    .limit(1)
    .prepare('searching_employee'),
);

export async function findSearchingEmployee(db: Executor, values: { employeeId: string; sessionId: string; from: Date; before: Date; now: Date }) {
  const [row] = await searchingEmployeeQuery(db).execute({
    employeeId: values.employeeId,
    sessionId: values.sessionId,
    from: values.from.toISOString(),
    before: values.before.toISOString(),
    now: values.now.toISOString(),
  });
  if (!row) return undefined;
  const ownHours = (row.ownHours ?? []).map((own) => ({ startsAt: new Date(own.startsAt), endsAt: new Date(own.endsAt) }));
  return { ...row, ownHours };
}
