import type { QueryClient } from '@tanstack/react-query';
import { homeParisWeekStart } from '@parenthese/shared';
import { planningWeekQueryOptions } from '@/features/psychologist/planning';

/** The working hours' first read, started by its route as it is matched (app/router.tsx): the week the page opens on. */
export function prefetchWorkingHoursReads(queryClient: QueryClient) {
  void queryClient.prefetchQuery(planningWeekQueryOptions(homeParisWeekStart(new Date())));
}
