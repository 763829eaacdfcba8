import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parisDateKey, parisWeekStart, type PlanningWeekResponse } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { planningWeekQueryOptions } from './load-planning-week';

export type PlanningWeekChanges = { weekStart: Date; meetingDates: string[]; meetingsToRemove: string[] };

export function updatePlanningWeek(changes: PlanningWeekChanges) {
  return request<PlanningWeekResponse>('PUT /api/planning/update/v2', {
    body: { startDate: parisDateKey(changes.weekStart), meetingDates: changes.meetingDates, meetingsToRemove: changes.meetingsToRemove },
  });
}

/** Saves the week and puts the server's answer in the cache, so the editor shows what is stored. */
export function useUpdatePlanningWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlanningWeek,
    onSuccess: (week) => queryClient.setQueryData(planningWeekQueryOptions(parisWeekStart(new Date(week.weekStart))).queryKey, week),
  });
}
