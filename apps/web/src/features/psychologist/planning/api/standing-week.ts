import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StandingWeekResponse, StandingWeekUpdateRequest, StandingWeekUpdateResponse } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/planning/standing-week: the psychologist's « Semaine type ». */
export function loadStandingWeek() {
  return request<StandingWeekResponse>('GET /api/planning/standing-week');
}

export function useStandingWeek() {
  return useQuery({ queryKey: queryKeys.planning.standingWeek, queryFn: loadStandingWeek });
}

/** PUT /api/planning/standing-week: saves the pattern, on or off; the next weeks change at once. */
export function saveStandingWeek(body: StandingWeekUpdateRequest) {
  return request<StandingWeekUpdateResponse>('PUT /api/planning/standing-week', { body });
}

export function useSaveStandingWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStandingWeek,
    // The pattern and every week of the horizon may have changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.planning.all }),
  });
}
