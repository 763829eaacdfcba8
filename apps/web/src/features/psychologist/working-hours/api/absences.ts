import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AbsenceCreatedResponse, AbsenceListResponse, AbsencePreviewResponse, AbsenceRequest, PublicHolidaysResponse } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export function useAbsences() {
  return useQuery({ queryKey: queryKeys.planning.absences, queryFn: () => request<AbsenceListResponse>('GET /api/planning/absences') });
}

/** What confirming would do: nothing changes on the server. */
export function usePreviewAbsence() {
  return useMutation({ mutationFn: (absence: AbsenceRequest) => request<AbsencePreviewResponse>('POST /api/planning/absences/preview', { body: absence }) });
}

export function useAddAbsence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (absence: AbsenceRequest) => request<AbsenceCreatedResponse>('POST /api/planning/absences', { body: absence }),
    // The weeks' slots, consultations and closed hours all change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.planning.all }),
  });
}

export function useRemoveAbsence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (absenceId: string) => request<AbsenceListResponse>(apiRoute('DELETE /api/planning/absences/{absenceId}', { absenceId })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.planning.all }),
  });
}

export function usePublicHolidays(year: number) {
  return useQuery({ queryKey: queryKeys.planning.publicHolidays(year), queryFn: () => request<PublicHolidaysResponse>('GET /api/planning/public-holidays', { query: { year: String(year) } }) });
}

export function useSetPublicHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ day, isOpen }: { day: string; isOpen: boolean }) =>
      request<PublicHolidaysResponse>(isOpen ? 'PUT /api/planning/public-holidays/open' : 'PUT /api/planning/public-holidays/close', { body: { day } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.planning.all }),
  });
}
