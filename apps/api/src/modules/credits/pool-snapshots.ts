import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Clock } from '../../lib/clock';
import { BUSINESS_TIME_ZONE, parisDayKey } from '@parenthese/shared';
import type { Executor, Database } from '../../db/client';
import { companies, companyPoolSnapshots } from '../../db/schema';
import { lowCreditsAlertColumns, lowCreditsMailIfCrossed } from './low-credits-alert';
import { poolSnapshotsJob } from './job-definitions';
import type { Mailer } from '../../mail/mailer';
import type { JobEngine } from '../../jobs/job-engine';

/*
 * The companies' pools as administrators see them (decision 0045): one snapshot per company and Paris
 * day, at 0 h, never the live pool, so that polling an admin answer tells no booking's time finer than
 * the day. The low-credits alert to the company fires from here too, not from a booking.
 */

/** Every night at 0 h, Paris: the day's snapshot is « au <jour> à 0 h ». */
export const POOL_SNAPSHOTS_CRON = '0 0 * * *';
/** Snapshots older than this are deleted by the job: only the latest is shown, the rest gives the alert its day before. */
export const POOL_SNAPSHOT_KEPT_DAYS = 400;

/** The day a snapshot `days` days before `day` is, 'YYYY-MM-DD' (calendar days, whatever the clock change). */
function daysBefore(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date - days)).toISOString().slice(0, 10);
}

/** A new company's first snapshot: the pool its administrator granted, which no booking has moved yet. */
export async function insertCompanyPoolSnapshot(tx: Executor, input: { companyId: string; creditsAmount: number; now: Date }) {
  await tx
    .insert(companyPoolSnapshots)
    .values({ companyId: input.companyId, day: parisDayKey(input.now), creditsAmount: input.creditsAmount })
    .onConflictDoNothing();
}

/** The company's latest snapshot, or undefined before any. */
export async function latestPoolSnapshot(db: Executor, companyId: string) {
  const [row] = await db.select().from(companyPoolSnapshots).where(eq(companyPoolSnapshots.companyId, companyId)).orderBy(desc(companyPoolSnapshots.day)).limit(1);
  return row;
}

/** An administrator's change to the pool, echoed in the latest snapshot (their own write, not a booking's). */
export async function movePoolSnapshot(tx: Executor, input: { companyId: string; day: string; delta: number }) {
  if (input.delta === 0) return;
  await tx
    .update(companyPoolSnapshots)
    .set({ creditsAmount: sql`greatest(0, ${companyPoolSnapshots.creditsAmount} + ${input.delta})` })
    .where(and(eq(companyPoolSnapshots.companyId, input.companyId), eq(companyPoolSnapshots.day, input.day)));
}

/**
 * The day's snapshot of every company that has none for it yet (a rerun takes nothing twice), with each
 * one's snapshot before, for the alert. Also what the demo seed calls, so a fresh demo shows a pool.
 */
export async function insertPoolSnapshots(tx: Executor, now: Date) {
  const day = parisDayKey(now);
  const { rows } = await tx.execute<{ companyId: string; creditsAmount: number }>(sql`
    insert into company_pool_snapshots (company_id, day, credits_amount)
    select id, ${day}, credits_amount from companies
    on conflict do nothing
    returning company_id as "companyId", credits_amount as "creditsAmount"`);
  if (rows.length === 0) return [];
  const before = (
    await tx.execute<{ companyId: string; creditsAmount: number }>(sql`
      select distinct on (company_id) company_id as "companyId", credits_amount as "creditsAmount" from company_pool_snapshots
      where day < ${day} and company_id in (select id from companies)
      order by company_id, day desc`)
  ).rows;
  const beforeOf = new Map(before.map((row) => [row.companyId, row.creditsAmount]));
  return rows.map((row) => ({ ...row, day, previousCreditsAmount: beforeOf.get(row.companyId) ?? null }));
}

export type PoolSnapshotsDeps = { db: Database; mailer: Mailer; jobs: JobEngine; clock: Clock };

export function createPoolSnapshots(deps: PoolSnapshotsDeps) {
  const { db, mailer, jobs } = deps;
  /**
   * Takes the day's snapshots and, in the same transaction, queues the low-credits alert of each company
   * whose pool crossed its threshold since its snapshot before: the mail tells the day, never a booking's time.
   */
  async function takePoolSnapshots(now = deps.clock.now()): Promise<{ taken: number; alerts: number }> {
    return db.transaction(async (tx) => {
      const taken = await insertPoolSnapshots(tx, now);
      await tx.delete(companyPoolSnapshots).where(lt(companyPoolSnapshots.day, daysBefore(parisDayKey(now), POOL_SNAPSHOT_KEPT_DAYS)));
      const crossed = taken.filter((snapshot) => snapshot.previousCreditsAmount !== null && snapshot.previousCreditsAmount !== snapshot.creditsAmount);
      if (crossed.length === 0) return { taken: taken.length, alerts: 0 };
      const details = await tx
        .select({ id: companies.id, ...lowCreditsAlertColumns })
        .from(companies)
        .where(
          inArray(
            companies.id,
            crossed.map((snapshot) => snapshot.companyId),
          ),
        );
      let alerts = 0;
      for (const snapshot of crossed) {
        const company = details.find((row) => row.id === snapshot.companyId);
        if (!company) continue;
        const mail = lowCreditsMailIfCrossed({ ...company, creditsAmount: snapshot.creditsAmount }, (after) => ({ ...after, creditsLeft: snapshot.previousCreditsAmount! }));
        if (mail) {
          await mailer.queue(mail, tx);
          alerts += 1;
        }
      }
      return { taken: taken.length, alerts };
    });
  }

  jobs.work(poolSnapshotsJob, async () => void (await takePoolSnapshots()));
  jobs.schedule(poolSnapshotsJob, POOL_SNAPSHOTS_CRON, { tz: BUSINESS_TIME_ZONE });

  return { takePoolSnapshots };
}
export type PoolSnapshots = ReturnType<typeof createPoolSnapshots>;
