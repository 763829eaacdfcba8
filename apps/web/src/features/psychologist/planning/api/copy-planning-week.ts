import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parisDateKey, type PlanningCopyWeekResponse } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/planning/copy-week: the week's hours into the `weeks` following weeks. */
export function copyPlanningWeek({ weekStart, weeks }: { weekStart: Date; weeks: number }) {
  return request<PlanningCopyWeekResponse>('POST /api/planning/copy-week', { body: { startDate: parisDateKey(weekStart), weeks } });
}

export function useCopyPlanningWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyPlanningWeek,
    // Every following week may have changed, and the profile banner reads the weeks too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.planning.all }),
  });
}
