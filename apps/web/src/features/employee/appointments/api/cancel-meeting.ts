import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeetingCancelResponse } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export function cancelMeeting(meetingId: string) {
  return request<MeetingCancelResponse>(apiRoute('POST /api/employee-service/meeting/{id}/cancel', { id: meetingId }));
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
