import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedCreated, CalendarFeedState } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { calendarFeedQueryOptions } from './get-calendar-feed';

/** A new secret address, answered this once; the previous one stops working. */
export function createCalendarFeed() {
  return request<CalendarFeedCreated>('POST /api/doctor/calendar-feed');
}

/** The cache keeps the state only: the address itself stays with the screen that shows it, never in the query cache. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: ({ isActive, activeSince }) => queryClient.setQueryData<CalendarFeedState>(calendarFeedQueryOptions().queryKey, { isActive, activeSince }),
  });
}
