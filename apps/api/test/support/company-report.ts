import { sql } from 'drizzle-orm';
import { PSYCHOLOGIST_CATEGORIES, MEETING_TYPES, parisDateTime, REPORT_CONSULTATION_STATUSES, type YearMonth } from '@parenthese/shared';
import type { Executor } from '../../src/db/client';
import { meetings } from '../../src/db/schema';

/*
 * Companies whose usage the employer report reads, written in bulk (the tests' 500 employees, the
 * bench's 10,000): accounts, employees and consultations inserted in a few statements, not through the API.
 */

/** `count` employees of the company, their accounts created at `createdAt`; every `notActivatedEvery`-th one not past its first connection. */
export async function insertReportEmployees(db: Executor, input: { companyId: string; count: number; createdAt: Date; notActivatedEvery?: number; prefix?: string }): Promise<string[]> {
  const prefix = input.prefix ?? `rapport.${input.companyId.slice(0, 8)}.`;
  const every = input.notActivatedEvery ?? 3;
  const { rows } = await db.execute<{ user_id: string }>(sql`
    with created as (
      insert into users (role, username, password_hash, is_first_connection, created_at)
      select 'EMPLOYEE', ${prefix} || g, 'not-a-password-hash', g % ${every} = 0, ${input.createdAt.toISOString()}::timestamptz from generate_series(1, ${input.count}::int) g
      returning id
    )
    insert into employees (user_id, company_id, first_name, last_name) select id, ${input.companyId}::uuid, 'Léa', 'Moreau' from created
    returning user_id`);
  return rows.map((row) => row.user_id);
}

const LIVE_STATUS = {
  HELD: { status: 'BOOKED', cancelledBy: null, isLateCancellation: false },
  CANCELLED_ON_TIME: { status: 'CANCELLED', cancelledBy: 'EMPLOYEE', isLateCancellation: false },
  CANCELLED_LATE: { status: 'CANCELLED', cancelledBy: 'EMPLOYEE', isLateCancellation: true },
  CANCELLED_BY_PSYCHOLOGIST: { status: 'CANCELLED', cancelledBy: 'DOCTOR', isLateCancellation: false },
} as const;

/**
 * One month's consultations: `consultingEmployees` of the list (from `offset`), one booking each, hours
 * apart, spread over the psychologists; status, mode and category by the booking's rank (every fourth
 * held, and so on), so each cell gets a quarter, a half or a quarter of them. The held ones are rated
 * in the same month when `rated`. Subject written, so a test can check it never leaves.
 */
export function monthUsage(input: { month: YearMonth; employeeIds: readonly string[]; psychologistIds: readonly string[]; consultingEmployees: number; offset?: number; rated?: boolean }) {
  const [year, monthNumber] = input.month.split('-').map(Number);
  const monthStart = parisDateTime(year, monthNumber, 1, 0).getTime();
  return Array.from({ length: input.consultingEmployees }, (_, rank): typeof meetings.$inferInsert => {
    const status = REPORT_CONSULTATION_STATUSES[rank % 4];
    const startsAt = new Date(monthStart + Math.floor(rank / input.psychologistIds.length) * 3_600_000);
    const isRated = input.rated !== false && status === 'HELD';
    return {
      doctorId: input.psychologistIds[rank % input.psychologistIds.length],
      employeeId: input.employeeIds[((input.offset ?? 0) + rank) % input.employeeIds.length],
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      ...LIVE_STATUS[status],
      cancelledAt: status === 'HELD' ? null : startsAt,
      meetingType: MEETING_TYPES[(rank >> 2) % 2],
      category: PSYCHOLOGIST_CATEGORIES[(rank >> 3) % 4],
      subject: 'Motif très personnel',
      bookedAt: new Date(monthStart),
      doctorDecision: 'ACCEPTED',
      bookingNoticesAt: new Date(monthStart),
      rating: isRated ? ((rank >> 2) % 5) + 1 : null,
      ratedAt: isRated ? new Date(startsAt.getTime() + 2 * 3_600_000) : null,
    };
  });
}

export async function insertMeetings(db: Executor, rows: (typeof meetings.$inferInsert)[]) {
  for (let start = 0; start < rows.length; start += 1000) await db.insert(meetings).values(rows.slice(start, start + 1000));
}
