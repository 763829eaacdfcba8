import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingLoadResponse } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export function loadMeetings() {
  return request<MeetingLoadResponse>('GET /api/employee-service/meeting/load');
}

export const employeeMeetingsQueryOptions = () => queryOptions({ queryKey: queryKeys.employee.meetings, queryFn: loadMeetings });

export function useEmployeeMeetings() {
  return useQuery(employeeMeetingsQueryOptions());
}
