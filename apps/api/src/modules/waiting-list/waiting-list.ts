import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import type { FastifyBaseLogger } from 'fastify';
import { BUSINESS_TIME_ZONE, isBookableStart, waitersToNotify, WAITING_LIST_OFFERS_PER_SLOT } from '@parenthese/shared';
import type { Executor, Database } from '../../db/client';
import type { Job, JobEngine } from '../../jobs/job-engine';
import { waitingListCleanupJob, waitingListOffersJob } from './job-definitions';
import * as repository from './repository';
import { waitingListSlotFreeMail } from './slot-free-mail';
import type { Config } from '../../config';
import type { Mailer } from '../../mail/mailer';

/** Entries read per freed slot: more than the places, so that expired or already-told ones leave enough. */
const WAITERS_READ = WAITING_LIST_OFFERS_PER_SLOT * 10;

/** The link's token is mailed, only its hash stored (like the reset and e-mail change links). */
export const hashOfferToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type WaitingListDeps = { db: Database; config: Pick<Config, 'appUrl'>; mailer: Mailer; jobs: JobEngine; log: FastifyBaseLogger; clock: Clock };

/**
 * The waiting list's background side (docs/decisions/0067-waiting-list.md): every path that publishes
 * or frees a slot calls `slotsFreed` in its own transaction, which sends one job there (a rollback sends
 * nothing); the job mails the earliest waiters of each slot (rules/waiting-list.ts) through the outbox.
 */
export function createWaitingList(deps: WaitingListDeps) {
  const { db, config, mailer, jobs, log } = deps;
  /** One slot's fan-out, in one transaction: offers and mails are written together, or not at all. */
  async function offerSlot(consultationId: string, now = deps.clock.now()): Promise<number> {
    return db.transaction(async (tx) => {
      const slot = await repository.findFreedSlotForUpdate(tx, consultationId);
      // Taken, removed or of a locked psychologist meanwhile; or not bookable (too soon, a weekend): no one is told.
      if (!slot || !isBookableStart(slot.startsAt, now)) return 0;
      const [waiters, offered] = await Promise.all([repository.findWaitersFor(tx, slot, now, WAITERS_READ), repository.findOfferedEmployees(tx, consultationId)]);
      const chosen = waitersToNotify(waiters, slot.startsAt, now, offered);
      const mails = [];
      for (const waiter of chosen) {
        const token = randomBytes(32).toString('base64url');
        const offer = await repository.insertOffer(tx, {
          employeeId: waiter.employeeId,
          meetingId: consultationId,
          category: waiter.category,
          meetingType: waiter.meetingType,
          tokenHash: hashOfferToken(token),
          createdAt: now,
        });
        if (!offer || !waiter.email) continue;
        mails.push({ ...waitingListSlotFreeMail(waiter.email, { startsAt: slot.startsAt, meetingType: waiter.meetingType, token, writtenAt: now }, config.appUrl), aboutEmployee: waiter.employeeId });
      }
      await mailer.queueAll(mails, tx);
      return mails.length;
    });
  }

  async function runOffers(job: Job<{ meetingIds: string[] }>) {
    let mailed = 0;
    const wanted = await repository.findSlotsWithWaiters(db, job.data.meetingIds, deps.clock.now());
    for (const consultationId of job.data.meetingIds) if (wanted.has(consultationId)) mailed += await offerSlot(consultationId);
    // Counts only: who waits for what never reaches the logs.
    if (mailed > 0) log.info({ slots: job.data.meetingIds.length, mailed }, 'waiting list: freed slots mailed');
  }

  async function removeExpired(now = deps.clock.now()) {
    const removed = await repository.deleteExpiredEntries(db, now);
    if (removed > 0) log.info({ removed }, 'waiting list: expired places removed');
    return removed;
  }

  jobs.work(waitingListOffersJob, runOffers);
  jobs.work(waitingListCleanupJob, async () => void (await removeExpired()));
  jobs.schedule(waitingListCleanupJob, '40 3 * * *', { tz: BUSINESS_TIME_ZONE });

  return {
    /** In the caller's transaction: the waiters of these freshly published or freed slots will be told, if it commits. */
    async slotsFreed(tx: Executor, consultationIds: readonly (string | undefined)[]) {
      // undefined: an hour that already held a live slot (reopenSlot), nothing newly free.
      const ids = consultationIds.filter((id): id is string => id !== undefined);
      if (ids.length > 0) await jobs.send(waitingListOffersJob, { meetingIds: ids }, {}, tx);
    },
    offerSlot,
    removeExpired,
  };
}
export type WaitingList = ReturnType<typeof createWaitingList>;
