import type { QueryClient } from '@tanstack/react-query';
import { homeParisWeekStart } from '@parenthese/shared';
import { planningWeekQueryOptions } from '@/features/psychologist/planning';
import { awaitingConsultationsQueryOptions } from './api/load-awaiting-consultations';

/** The calendar's first reads, started by its route as it is matched (app/router.tsx): the week it opens on, and the requests awaiting an answer. */
export function prefetchCalendarReads(queryClient: QueryClient) {
  void queryClient.prefetchQuery(planningWeekQueryOptions(homeParisWeekStart(new Date())));
  void queryClient.prefetchQuery(awaitingConsultationsQueryOptions());
}
