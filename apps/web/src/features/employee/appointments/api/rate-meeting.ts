import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EMPLOYEE_SERVICE_BASE_URL, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export function rateMeeting({ meetingId, rating }: { meetingId: string; rating: number }) {
  return request<{ success: boolean; message: string; rating: number }>(`/meeting/${encodeURIComponent(meetingId)}/rate`, {
    method: 'POST',
    body: { rating },
    baseUrl: EMPLOYEE_SERVICE_BASE_URL,
  });
}

export function useRateMeeting() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rateMeeting, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.employee.meetings }) });
}
