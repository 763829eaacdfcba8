/**
 * The slot search's result, shared by every employee asking the same question (category, mode, Paris
 * day of the booking window), so the SQL runs once per question and not once per request
 * (docs/decisions/0024-slot-search-at-scale.md).
 *
 * Fresh enough:
 * - a booking drops the results that offered the booked slot (`slotTaken`); any other write that
 *   changes what can be booked (cancellation, planning, psychologist changes) drops them all (`invalidateAll`).
 *   Both are called only by the writes' after-commit hook (availability-changes.ts);
 * - a computation that was under way during such a write is handed to its waiting requests but not
 *   kept, since it may have read the database before the write;
 * - writes made by another process (several API processes) are only seen when the result expires.
 *   A result is fresh for `ttlMilliseconds`; for as long again it is still answered while one request
 *   recomputes it, so requests never queue behind that recomputation. Staleness is thus at most twice
 *   `ttlMilliseconds`. A slot taken meanwhile gets the usual 409 at booking, which drops it here too.
 */

/** One offered slot: its start, its end, its Paris weekday (0 = Sunday) and the slot to book. */
export type OfferedSlot = { id: string; startsAt: Date; endsAt: Date; weekday: number };

/** A question's result: the offered slots in start order, and what was derived from them (answers) for reuse. */
export type SlotSearchResult = {
  slots: OfferedSlot[];
  /** The slots' start instants (ms), for finding a range by binary search. */
  startTimes: number[];
  /** Answers already built from these slots, by range; dropped with the result. */
  answers: Map<string, unknown>;
};

type Flight = { generation: number; taken: Set<string>; promise: Promise<SlotSearchResult> };

export type SlotSearchCache = ReturnType<typeof createSlotSearchCache>;

export function createSlotSearchCache(options: {
  ttlMilliseconds: number;
  clock?: () => number;
  /** Tests: a kept result is answered only if a fresh search offers the same hours (`isSlotSearchCacheVerified`). */
  isVerifying?: boolean;
}) {
  const clock = options.clock ?? Date.now;
  const entries = new Map<string, { result: SlotSearchResult; ids: Set<string>; freshUntil: number; usableUntil: number }>();
  const flights = new Map<string, Flight>();
  let generation = 0;

  function keep(key: string, result: SlotSearchResult) {
    const now = clock();
    for (const [otherKey, entry] of entries) if (entry.usableUntil <= now) entries.delete(otherKey);
    const freshUntil = now + options.ttlMilliseconds;
    entries.set(key, { result, ids: new Set(result.slots.map((slot) => slot.id)), freshUntil, usableUntil: freshUntil + options.ttlMilliseconds });
  }

  function compute(key: string, computeSlots: () => Promise<OfferedSlot[]>) {
    const flight: Flight = { generation, taken: new Set(), promise: Promise.resolve(undefined as never) };
    flight.promise = computeSlots()
      .then((slots) => {
        const result = resultOf(slots);
        const isStillTrue = flight.generation === generation && !slots.some((slot) => flight.taken.has(slot.id));
        if (isStillTrue) keep(key, result);
        return result;
      })
      .finally(() => {
        if (flights.get(key) === flight) flights.delete(key);
      });
    flights.set(key, flight);
    return flight.promise;
  }

  /**
   * The kept result, once a fresh search offers the same hours. Hours, not slots: among psychologists free
   * at one hour the search draws one at random, so only a test with one slot per hour sees every slot.
   */
  async function verified(key: string, kept: SlotSearchResult, computeSlots: () => Promise<OfferedSlot[]>) {
    const hoursOf = (slots: OfferedSlot[]) => slots.map((slot) => slot.startsAt.toISOString()).join(', ');
    const [keptHours, freshHours] = [hoursOf(kept.slots), hoursOf(await computeSlots())];
    if (keptHours !== freshHours) {
      throw new Error(`Slot search cache out of date for ${key}: a write changed what can be booked without availabilityChanges.\nkept:  ${keptHours}\nfresh: ${freshHours}`);
    }
    return kept;
  }

  return {
    /** The result for `key`: kept, being computed for another request (shared), or computed now. */
    get(key: string, computeSlots: () => Promise<OfferedSlot[]>): Promise<SlotSearchResult> {
      if (options.ttlMilliseconds <= 0) return computeSlots().then(resultOf);
      const now = clock();
      const entry = entries.get(key);
      const answer = (kept: SlotSearchResult) => (options.isVerifying ? verified(key, kept, computeSlots) : Promise.resolve(kept));
      if (entry && entry.freshUntil > now) return answer(entry.result);
      const running = flights.get(key);
      if (entry && entry.usableUntil > now) {
        // Recomputed in the background; a failure leaves the entry to age out, then requests compute themselves.
        if (!running) compute(key, computeSlots).catch(() => undefined);
        return answer(entry.result);
      }
      return running ? running.promise : compute(key, computeSlots);
    },

    /** A slot was just booked: the results offering it are dropped; the others still hold. */
    slotTaken(consultationId: string) {
      for (const [key, entry] of entries) if (entry.ids.has(consultationId)) entries.delete(key);
      for (const flight of flights.values()) flight.taken.add(consultationId);
    },

    /** Slots were added, freed or removed, or psychologists changed: every result is dropped. */
    invalidateAll() {
      generation += 1;
      entries.clear();
      // Requests arriving from now on compute afresh instead of joining a computation that may predate the write.
      flights.clear();
    },
  };
}

function resultOf(slots: OfferedSlot[]): SlotSearchResult {
  return { slots, startTimes: slots.map((slot) => slot.startsAt.getTime()), answers: new Map() };
}

/** The index of the first slot starting at or after `instant` (slots in start order). */
export function firstSlotFrom(startTimes: number[], instant: number): number {
  let low = 0;
  let high = startTimes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (startTimes[middle] < instant) low = middle + 1;
    else high = middle;
  }
  return low;
}
