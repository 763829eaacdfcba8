import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bookingRangeOfMonth, type SlotSearchResponse, type ConsultationMoveResponse } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export function findMoveSlots(bookingId: string, body: { startDate: string; endDate: string; isWholeCategory: boolean }) {
  return request<SlotSearchResponse>(apiRoute('POST /api/employee-service/meeting/{id}/move/find', { id: bookingId }), { body });
}

export function moveConsultation({ bookingId, slotId }: { bookingId: string; slotId: string }) {
  return request<ConsultationMoveResponse>(apiRoute('POST /api/employee-service/meeting/{id}/move', { id: bookingId }), { body: { meetingId: slotId } });
}

/** The free hours of one month ('yyyy-MM') this appointment may move to: its psychologist's, or the whole category's. */
export function useMoveSlots({ bookingId, isWholeCategory, month }: { bookingId: string; isWholeCategory: boolean; month: string }) {
  return useQuery({
    queryKey: queryKeys.employee.availableSlots.ofMove(bookingId, isWholeCategory, month),
    enabled: Boolean(month),
    staleTime: 30_000,
    queryFn: async () => {
      const range = bookingRangeOfMonth(month, new Date());
      if (!range) return { meetingsData: {} } satisfies SlotSearchResponse;
      return findMoveSlots(bookingId, { startDate: range.startDate.toISOString(), endDate: range.endDate.toISOString(), isWholeCategory });
    },
  });
}

/** The card shows the new hour at once; every search of free hours is stale (one taken, one freed). */
export function useMoveConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveConsultation,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.employee.meetings }), queryClient.invalidateQueries({ queryKey: queryKeys.employee.availableSlots.all })]),
  });
}
