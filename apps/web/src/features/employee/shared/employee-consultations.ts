import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsultationLoadResponse } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export function loadConsultations() {
  return request<ConsultationLoadResponse>('GET /api/employee-service/meeting/load');
}

export const employeeConsultationsQueryOptions = () => queryOptions({ queryKey: queryKeys.employee.meetings, queryFn: loadConsultations });

export function useEmployeeConsultations() {
  return useQuery(employeeConsultationsQueryOptions());
}
