import type { Database, Executor } from '../../db/client';
import type { SlotSearchCache } from './slot-search-cache';

/**
 * What a committed write changed in what can be booked: nothing, one slot taken (a booking: only the
 * shared results offering it are dropped, so bookings stay cheap), or anything else (hours published,
 * withdrawn, freed or held; a psychologist locked, erased, or with other categories or modes; the week's
 * booking counts the search ranks by): every shared result is dropped.
 */
export type AvailabilityChange = 'none' | 'all' | { taken: string };

export type AvailabilityChanges = ReturnType<typeof createAvailabilityChanges>;

/**
 * The one after-commit hook of the writes that change what can be booked (issue 38): such a write runs
 * through `transaction` (or `afterCommit` when it commits by itself), and the slot search cache is told
 * once it has committed, never on a rollback. Told earlier, a search in between would cache the rows
 * before the commit; told never, it keeps offering them until the result expires.
 *
 * Chosen over a generation counter bumped by database triggers and read by every search: that counter
 * would be one row every booking locks until its commit (the hot path, decision 0011), or a sequence,
 * which is bumped before the commit is visible and so can be cached against. Other processes' writes stay
 * bounded by the cache's lifetime (decisions 0024, 0070). A write path that forgets this hook is caught by
 * `availability-changes.test.ts`, where the cache checks every answer it keeps against a fresh search.
 */
export function createAvailabilityChanges(db: Database, cache: SlotSearchCache) {
  function tell(change: AvailabilityChange) {
    if (change === 'none') return;
    if (change === 'all') cache.invalidateAll();
    else cache.slotTaken(change.taken);
  }

  /** Runs `write`, already committed when it resolves (one statement, or its own transaction), then tells the cache. */
  async function afterCommit<T>(write: () => Promise<T>, changeOf: (result: T) => AvailabilityChange = () => 'all'): Promise<T> {
    const result = await write();
    tell(changeOf(result));
    return result;
  }

  return {
    afterCommit,
    /** Runs `write` in one transaction; once it has committed, the cache drops what `changeOf` says (every result by default). */
    transaction<T>(write: (tx: Executor) => Promise<T>, changeOf?: (result: T) => AvailabilityChange): Promise<T> {
      return afterCommit(() => db.transaction(write), changeOf);
    },
  };
}
