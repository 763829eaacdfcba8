import { useQuery } from '@tanstack/react-query';
import { bookingRangeOfMonth, type CareContinuationOptions, type SlotSearchResponse, type MeetingType } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** Booking again the psychologist of a consultation (decision 0060): named only by that consultation. */
export function loadCareContinuation(bookingId: string) {
  return request<CareContinuationOptions>(apiRoute('GET /api/employee-service/meeting/{id}/continue', { id: bookingId }));
}

export function findCareContinuationSlots(bookingId: string, body: { meetingType: MeetingType; startDate: string; endDate: string }) {
  return request<SlotSearchResponse>(apiRoute('POST /api/employee-service/meeting/{id}/continue/find', { id: bookingId }), { body });
}

/** The consultation's category and the modes its psychologist offers; a refusal (French 409) is shown as is. */
export function useCareContinuation(bookingId: string) {
  return useQuery({ queryKey: [...queryKeys.employee.meetings, 'continue', bookingId], queryFn: () => loadCareContinuation(bookingId), retry: false });
}

/** That psychologist's free hours of one month ('yyyy-MM') in one mode. */
export function useCareContinuationSlots({ bookingId, meetingType, month }: { bookingId: string; meetingType: MeetingType | null; month: string }) {
  return useQuery({
    queryKey: queryKeys.employee.availableSlots.ofContinuation(bookingId, meetingType ?? '', month),
    enabled: Boolean(month && meetingType),
    staleTime: 30_000,
    queryFn: async () => {
      const range = bookingRangeOfMonth(month, new Date());
      if (!range || !meetingType) return { meetingsData: {} } satisfies SlotSearchResponse;
      return findCareContinuationSlots(bookingId, { meetingType, startDate: range.startDate.toISOString(), endDate: range.endDate.toISOString() });
    },
  });
}
