import { useQuery } from '@tanstack/react-query';
import type { MeetingLoadResponse } from '@parenthese/shared';
import { EMPLOYEE_SERVICE_BASE_URL, request } from '@/lib/http-client';

export const employeeMeetingsQueryKey = ['employee', 'meetings'] as const;

export function loadMeetings() {
  return request<MeetingLoadResponse>('/meeting/load', { baseUrl: EMPLOYEE_SERVICE_BASE_URL });
}

export function useEmployeeMeetings() {
  return useQuery({ queryKey: employeeMeetingsQueryKey, queryFn: loadMeetings });
}
