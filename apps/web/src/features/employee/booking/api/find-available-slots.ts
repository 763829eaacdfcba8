import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingRangeOfMonth, type DoctorCategory, type MeetingFindResponse, type MeetingType } from '@parenthese/shared';
import { EMPLOYEE_SERVICE_BASE_URL, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export function findAvailableSlots(body: { doctorCategoryName: DoctorCategory; meetingType: MeetingType; startDate: string; endDate: string; presentationId?: string }) {
  return request<MeetingFindResponse>('/meeting/find', { method: 'POST', body, baseUrl: EMPLOYEE_SERVICE_BASE_URL });
}

/** `presentationId`: the psychologist chosen by their presentation, or null for « La première disponible ». */
type SlotCriteria = { category: DoctorCategory | null; meetingType: MeetingType | null; month: string; presentationId?: string | null };

/** The bookable slots of one calendar month ('yyyy-MM'), clipped to the booking window. Used by the wizard's later steps only (schedule.tsx), downloaded with them. */
export const availableSlotsQueryOptions = ({ category, meetingType, month, presentationId = null }: SlotCriteria) =>
  queryOptions({
    queryKey: queryKeys.employee.availableSlots.ofMonth(category, meetingType, month, presentationId),
    // The month is known once the booking window is read (with the wizard's later steps, schedule.tsx).
    enabled: Boolean(category && meetingType && month),
    staleTime: 30_000,
    queryFn: async () => {
      const range = bookingRangeOfMonth(month);
      if (!range || !category || !meetingType) return { meetingsData: {} } satisfies MeetingFindResponse;
      return findAvailableSlots({
        doctorCategoryName: category,
        meetingType,
        startDate: range.startDate.toISOString(),
        endDate: range.endDate.toISOString(),
        ...(presentationId ? { presentationId } : {}),
      });
    },
  });

export function useAvailableSlots(criteria: SlotCriteria) {
  return useQuery(availableSlotsQueryOptions(criteria));
}
