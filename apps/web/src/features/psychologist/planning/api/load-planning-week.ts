import { queryOptions, useQuery } from '@tanstack/react-query';
import { parisDateKey, type PlanningWeekResponse } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** The week containing startDate: its slots (editor) and its consultations (calendar). */
export function loadPlanningWeek(weekStart: Date) {
  return request<PlanningWeekResponse>('POST /api/planning/load', { body: { startDate: parisDateKey(weekStart) } });
}

export const planningWeekQueryOptions = (weekStart: Date) => queryOptions({ queryKey: queryKeys.planning.week(weekStart), queryFn: () => loadPlanningWeek(weekStart) });

export function usePlanningWeek(weekStart: Date) {
  return useQuery(planningWeekQueryOptions(weekStart));
}
