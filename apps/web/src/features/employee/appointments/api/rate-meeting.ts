import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoute, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export function rateMeeting({ meetingId, rating }: { meetingId: string; rating: number }) {
  return request<{ success: boolean; message: string; rating: number }>(apiRoute('POST /api/employee-service/meeting/{id}/rate', { id: meetingId }), {
    body: { rating },
  });
}

export function useRateMeeting() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rateMeeting, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.employee.meetings }) });
}
