import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { carePairs } from '../../db/schema';
import { pseudonymCandidatesSql } from './pseudonyms';

/**
 * The SQL of care pairs (decision 0060). Read only by the psychologist's own views (their consultations,
 * mails and calendar feed) and written by the booking and the move: never by an administration route,
 * an export, a report or a log (modules/admin/care-pairs-never-reach-admins.test.ts checks the administration
 * routes and the employer report).
 */

/** Gives the pair its pseudonym the first time it books, in the caller's transaction (the move's; book_consultation does the same). */
export async function ensureCarePair(tx: Executor, values: { employeeId: string; doctorId: string }) {
  await tx.execute(sql`select ensure_care_pair(${values.employeeId}::uuid, ${values.doctorId}::uuid, ${pseudonymCandidatesSql()})`);
}

/** The pair's pseudonym, or null (never booked together, or the employee erased). */
export async function findPairPseudonym(db: Executor, pair: { employeeId: string; doctorId: string }): Promise<string | null> {
  const [row] = await db
    .select({ pseudonym: carePairs.pseudonym })
    .from(carePairs)
    .where(and(eq(carePairs.employeeId, pair.employeeId), eq(carePairs.doctorId, pair.doctorId)))
    .limit(1);
  return row?.pseudonym ?? null;
}

/** What the psychologist sees of the person of a consultation: their pseudonym and the earlier consultations of the pair. */
export type CarePairContext = {
  pseudonym: string;
  rank: number;
  earlierStartDates: string[];
  earlierSubject: string | null;
};

/**
 * For each consultation, its pair's pseudonym and the pair's consultations before it (booked, not
 * cancelled) with the latest motive still kept: retention erases motives (decision 0038), so an erased
 * one is simply absent. An erased employee's consultations have no pair any longer: none answered.
 */
export async function findCarePairContexts(db: Executor, consultations: { id: string }[]): Promise<Map<string, CarePairContext>> {
  const ids = consultations.map((consultation) => consultation.id);
  if (ids.length === 0) return new Map();
  const result = await db.execute<{ meeting_id: string; pseudonym: string; earlier: { startsAt: string; subject: string | null }[] | string | null }>(sql`
    select m.id as meeting_id, p.pseudonym,
      (select json_agg(json_build_object('startsAt', e.starts_at, 'subject', e.subject) order by e.starts_at)
        from meetings e
        where e.employee_id = m.employee_id and e.doctor_id = m.doctor_id and e.status = 'BOOKED' and e.starts_at < m.starts_at) as earlier
    from meetings m
    join care_pairs p on p.employee_id = m.employee_id and p.doctor_id = m.doctor_id
    where m.id = any(string_to_array(${ids.join(',')}, ',')::uuid[])`);
  const contexts = new Map<string, CarePairContext>();
  for (const row of result.rows) {
    const earlier = (typeof row.earlier === 'string' ? JSON.parse(row.earlier) : (row.earlier ?? [])) as { startsAt: string; subject: string | null }[];
    const latestSubject = [...earlier].reverse().find((consultation) => consultation.subject !== null)?.subject ?? null;
    contexts.set(row.meeting_id, {
      pseudonym: row.pseudonym,
      rank: earlier.length + 1,
      earlierStartDates: earlier.map((consultation) => new Date(consultation.startsAt).toISOString()),
      earlierSubject: latestSubject,
    });
  }
  return contexts;
}

/** The context of one consultation, or null (no pair: never booked, or the employee erased). */
export async function findCarePairContext(db: Executor, consultation: { id: string }): Promise<CarePairContext | null> {
  return (await findCarePairContexts(db, [consultation])).get(consultation.id) ?? null;
}
