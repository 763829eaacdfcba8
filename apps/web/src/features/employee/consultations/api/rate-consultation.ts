import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoute, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export function rateConsultation({ consultationId, rating }: { consultationId: string; rating: number }) {
  return request<{ success: boolean; message: string; rating: number }>(apiRoute('POST /api/employee-service/meeting/{id}/rate', { id: consultationId }), {
    body: { rating },
  });
}

export function useRateConsultation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rateConsultation, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.employee.meetings }) });
}
