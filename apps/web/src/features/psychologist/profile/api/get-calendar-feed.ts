import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarFeedState } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export function getCalendarFeed() {
  return request<CalendarFeedState>('GET /api/doctor/calendar-feed');
}

export const calendarFeedQueryOptions = () => queryOptions({ queryKey: queryKeys.doctor.calendarFeed, queryFn: getCalendarFeed });

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}
