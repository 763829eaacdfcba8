import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AbsenceCreatedResponse, AbsenceListResponse, AbsencePreviewResponse, AbsenceRequest, PublicHolidaysResponse } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export function useAbsences() {
  return useQuery({ queryKey: queryKeys.planning.absences, queryFn: () => request<AbsenceListResponse>('/planning/absences') });
}

/** What confirming would do: nothing changes on the server. */
export function usePreviewAbsence() {
  return useMutation({ mutationFn: (absence: AbsenceRequest) => request<AbsencePreviewResponse>('/planning/absences/preview', { method: 'POST', body: absence }) });
}

export function useAddAbsence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (absence: AbsenceRequest) => request<AbsenceCreatedResponse>('/planning/absences', { method: 'POST', body: absence }),
    // The weeks' slots, consultations and closed hours all change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.planning.all }),
  });
}

export function useRemoveAbsence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (absenceId: string) => request<AbsenceListResponse>(`/planning/absences/${absenceId}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.planning.all }),
  });
}

export function usePublicHolidays(year: number) {
  return useQuery({ queryKey: queryKeys.planning.publicHolidays(year), queryFn: () => request<PublicHolidaysResponse>(`/planning/public-holidays?year=${year}`) });
}

export function useSetPublicHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ day, isOpen }: { day: string; isOpen: boolean }) => request<PublicHolidaysResponse>(`/planning/public-holidays/${isOpen ? 'open' : 'close'}`, { method: 'PUT', body: { day } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.planning.all }),
  });
}
