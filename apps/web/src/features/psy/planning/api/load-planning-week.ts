import { useQuery } from '@tanstack/react-query';
import { parisDateKey, type PlanningWeekResponse } from '@parenthese/shared';
import { request } from '@/lib/http-client';

export const planningWeekQueryKey = (weekStart: Date) => ['planning', 'week', weekStart.toISOString()] as const;

/** The week containing startDate: its slots (editor) and its consultations (calendar). */
export function loadPlanningWeek(weekStart: Date) {
  return request<PlanningWeekResponse>('/planning/load', { method: 'POST', body: { startDate: parisDateKey(weekStart) } });
}

export function usePlanningWeek(weekStart: Date) {
  return useQuery({ queryKey: planningWeekQueryKey(weekStart), queryFn: () => loadPlanningWeek(weekStart) });
}
