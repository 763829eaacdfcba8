import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsultationCancelResponse } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export function cancelConsultation(consultationId: string) {
  return request<ConsultationCancelResponse>(apiRoute('POST /api/employee-service/meeting/{id}/cancel', { id: consultationId }));
}

/** A timely cancellation gives the credit back: the header must follow at once. */
export function useCancelConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelConsultation,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.employee.details }),
        queryClient.invalidateQueries({ queryKey: queryKeys.employee.meetings }),
        queryClient.invalidateQueries({ queryKey: queryKeys.employee.availableSlots.all }),
      ]),
  });
}
