import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingLoadResponse } from '@parenthese/shared';
import { EMPLOYEE_SERVICE_BASE_URL, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export function loadMeetings() {
  return request<MeetingLoadResponse>('/meeting/load', { baseUrl: EMPLOYEE_SERVICE_BASE_URL });
}

export const employeeMeetingsQueryOptions = () => queryOptions({ queryKey: queryKeys.employee.meetings, queryFn: loadMeetings });

export function useEmployeeMeetings() {
  return useQuery(employeeMeetingsQueryOptions());
}
