import type { QueryClient } from '@tanstack/react-query';
import { parisWeekStart, shiftParisWeek } from '@parenthese/shared';
import { planningWeekQueryOptions } from '@/features/psychologist/planning';
import { psychologistDetailsQueryOptions } from './api/get-psychologist-details';

/** The profile page's first reads, started by its route as it is matched (app/router.tsx): the details, and this week's and next week's planning (the banner of slots ahead). */
export function prefetchProfileReads(queryClient: QueryClient) {
  void queryClient.prefetchQuery(psychologistDetailsQueryOptions());
  const thisWeek = parisWeekStart(new Date());
  for (const weekStart of [thisWeek, shiftParisWeek(thisWeek, 1)]) void queryClient.prefetchQuery(planningWeekQueryOptions(weekStart));
}
