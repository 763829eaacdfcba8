import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeetingCancelResponse } from '@parenthese/shared';
import { EMPLOYEE_SERVICE_BASE_URL, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export function cancelMeeting(meetingId: string) {
  return request<MeetingCancelResponse>(`/meeting/${encodeURIComponent(meetingId)}/cancel`, { method: 'POST', baseUrl: EMPLOYEE_SERVICE_BASE_URL });
}

/** A timely cancellation gives the credit back: the header must follow at once. */
export function useCancelMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMeeting,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.employee.details }),
        queryClient.invalidateQueries({ queryKey: queryKeys.employee.meetings }),
        queryClient.invalidateQueries({ queryKey: queryKeys.employee.availableSlots.all }),
      ]),
  });
}
