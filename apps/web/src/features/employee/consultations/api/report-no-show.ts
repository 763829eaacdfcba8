import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsultationNoShowResponse } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /meeting/{id}/no-show: « Personne ne s'est présenté » (decision 0062). */
export function reportNoShow(consultationId: string) {
  return request<ConsultationNoShowResponse>(apiRoute('POST /api/employee-service/meeting/{id}/no-show', { id: consultationId }));
}

/** The credit comes back at once: the header's balance must follow. */
export function useReportNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportNoShow,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.employee.details }), queryClient.invalidateQueries({ queryKey: queryKeys.employee.meetings })]),
  });
}
