import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/** Caches an answer under each key, invalidates one key, and says which answers became stale. */
async function invalidatedBy(invalidated: readonly unknown[], cached: ReadonlyArray<readonly unknown[]>) {
  const queryClient = new QueryClient();
  for (const key of cached) queryClient.setQueryData(key, 'réponse');
  await queryClient.invalidateQueries({ queryKey: invalidated });
  return cached.map((key) => queryClient.getQueryState(key)?.isInvalidated);
}

describe('queryKeys', () => {
  it("lets booking and cancelling make every month's slots stale, and nothing else", async () => {
    const months = [queryKeys.employee.availableSlots.ofMonth('Psychologue clinicien', 'PHONE', '2030-01'), queryKeys.employee.availableSlots.ofMonth(null, null, '2030-02')];
    expect(await invalidatedBy(queryKeys.employee.availableSlots.all, [...months, queryKeys.employee.details, queryKeys.employee.meetings])).toEqual([true, true, false, false]);
  });

  it("lets a psychologist's answer make every cached week stale", async () => {
    const weeks = [queryKeys.planning.week(new Date('2030-01-06T23:00:00Z')), queryKeys.planning.week(new Date('2030-01-13T23:00:00Z'))];
    expect(await invalidatedBy(queryKeys.planning.all, [...weeks, queryKeys.planning.awaiting, queryKeys.doctor.details])).toEqual([true, true, true, false]);
  });
});
