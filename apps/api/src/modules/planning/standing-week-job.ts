import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import { BUSINESS_TIME_ZONE, slotEndAt, standingWeekStarts } from '@parenthese/shared';
import type { Executor, Database } from '../../db/client';
import { findClosedHours } from './closed-hours';
import { standingWeekJob } from './job-definitions';
import { announcePublishedSlots } from './published-slots';
import { findEnabledStandingWeekPsychologistIds, lockStandingWeekPlannings, publishStandingWeekSlots, withdrawOutdatedStandingWeekSlots, type ClosedInterval } from './standing-week-repository';
import type { Config } from '../../config';
import type { JobEngine } from '../../jobs/job-engine';
import type { WaitingList } from '../waiting-list/waiting-list';
import type { AvailabilityChanges } from '../employee-service/availability-changes';

/** Every night at 02:30, Paris: a new day enters the horizon, before the 03:15 retention job. */
export const STANDING_WEEK_CRON = '30 2 * * *';

export type StandingWeekRunResult = { published: number; withdrawn: number };

/**
 * « remove closed hours »: the intervals in which the psychologists are closed over the horizon
 * (absences, public holidays they have not opened; closed-hours.ts), so the run publishes nothing inside them.
 */
async function closedHoursOverHorizon(db: Executor, psychologistIds: string[], range: { start: Date; end: Date }): Promise<ClosedInterval[]> {
  const closed = await findClosedHours(db, psychologistIds, range);
  return closed.map((interval) => ({ doctorId: interval.doctorId, startsAt: interval.start, endsAt: interval.end }));
}

/**
 * Keeps the standing weeks published (decision 0065), for every psychologist whose pattern is on, or
 * only the given ones (a save): set-based, a few statements whatever the number of psychologists, in
 * one transaction. Two runs at once publish each hour once (unique index, ON CONFLICT DO NOTHING).
 */
export async function runStandingWeeks(db: Executor, waitingList: WaitingList, input: { now: Date; horizonWeeks: number; psychologistIds?: string[] }): Promise<StandingWeekRunResult> {
  const starts = standingWeekStarts(input.now, input.horizonWeeks);
  if (starts.length === 0) return { published: 0, withdrawn: 0 };
  const range = { start: starts[0].startsAt, end: slotEndAt(starts[starts.length - 1].startsAt) };
  return db.transaction(async (tx) => {
    await lockStandingWeekPlannings(tx, input.psychologistIds);
    const psychologistIds = await findEnabledStandingWeekPsychologistIds(tx, input.psychologistIds);
    if (psychologistIds.length === 0) return { published: 0, withdrawn: 0 };
    const closed = await closedHoursOverHorizon(tx, psychologistIds, range);
    const withdrawn = await withdrawOutdatedStandingWeekSlots(tx, { starts, psychologistIds: input.psychologistIds });
    const published = await publishStandingWeekSlots(tx, { starts, closed, psychologistIds: input.psychologistIds });
    return { published: await announcePublishedSlots(waitingList, tx, published), withdrawn };
  });
}

export type StandingWeekJobDeps = {
  db: Database;
  config: Pick<Config, 'availabilityHorizonWeeks'>;
  jobs: JobEngine;
  log: FastifyBaseLogger;
  availabilityChanges: AvailabilityChanges;
  waitingList: WaitingList;
  clock: Clock;
};

export function createStandingWeekJob(deps: StandingWeekJobDeps) {
  const { db, config, jobs, log, availabilityChanges, waitingList } = deps;
  async function run(now = deps.clock.now(), psychologistIds?: string[]): Promise<StandingWeekRunResult> {
    // Its own transaction; slots published or withdrawn tell the slot search cache after it.
    return availabilityChanges.afterCommit(
      () => runStandingWeeks(db, waitingList, { now, horizonWeeks: config.availabilityHorizonWeeks, psychologistIds }),
      (result) => (result.published > 0 || result.withdrawn > 0 ? 'all' : 'none'),
    );
  }

  jobs.work(standingWeekJob, async () => {
    const result = await run();
    log.info(result, 'semaine type : créneaux tenus à jour');
  });
  jobs.schedule(standingWeekJob, STANDING_WEEK_CRON, { tz: BUSINESS_TIME_ZONE });

  return { run };
}
export type StandingWeekJob = ReturnType<typeof createStandingWeekJob>;
