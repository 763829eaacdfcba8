import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PsychologistConsultation } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/doctor/meetings/{id}/no-show: « Le salarié ne s'est pas présenté » (decision 0062). */
export function markEmployeeNoShow(consultationId: string) {
  return request<PsychologistConsultation>(apiRoute('POST /api/doctor/meetings/{id}/no-show', { id: consultationId }));
}

export function useMarkEmployeeNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markEmployeeNoShow,
    // The week's consultations carry the mark.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.planning.all }),
  });
}
