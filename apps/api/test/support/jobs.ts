import { sql } from 'drizzle-orm';
import type { Executor } from '../../src/db/client';
import { JOB_SCHEMA } from '../../src/jobs/job-engine';

/**
 * As if `milliseconds` had passed, for what the job engine and the mail retries read: the times
 * stored on the outbox rows and on pg-boss's jobs move back by that much (the database's clock
 * cannot move). Then a mail due "in an hour" is due, and a job running "for an hour" has expired.
 */
export async function letTimePass(db: Executor, milliseconds: number) {
  const shift = sql`${milliseconds} * interval '1 millisecond'`;
  await db.execute(sql`UPDATE mail_outbox SET next_attempt_at = next_attempt_at - ${shift}, sending_until = sending_until - ${shift}, queued_at = queued_at - ${shift}`);
  await db.execute(sql`UPDATE ${sql.raw(JOB_SCHEMA)}.job SET start_after = start_after - ${shift}, started_on = started_on - ${shift} WHERE state < 'completed'`);
}
