import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedState } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { calendarFeedQueryOptions } from './get-calendar-feed';

/** Ends the active address: subscribed calendars stop receiving the appointments. */
export function endCalendarFeed() {
  return request<CalendarFeedState>('DELETE /api/doctor/calendar-feed');
}

export function useEndCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endCalendarFeed,
    onSuccess: (state) => queryClient.setQueryData(calendarFeedQueryOptions().queryKey, state),
  });
}
