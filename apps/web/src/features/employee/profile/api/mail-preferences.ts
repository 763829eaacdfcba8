import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmployeeMailPreferences, EmployeeMailPreferencesUpdate } from '@parenthese/shared';
import { EMPLOYEE_SERVICE_BASE_URL, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export function getMailPreferences() {
  return request<EmployeeMailPreferences>('/employee/account/mail-preferences', { baseUrl: EMPLOYEE_SERVICE_BASE_URL });
}

export function updateMailPreferences(body: EmployeeMailPreferencesUpdate) {
  return request<EmployeeMailPreferences>('/employee/account/mail-preferences', { method: 'PUT', body, baseUrl: EMPLOYEE_SERVICE_BASE_URL });
}

export function useMailPreferences() {
  return useQuery({ queryKey: queryKeys.employee.mailPreferences, queryFn: getMailPreferences });
}

export function useUpdateMailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMailPreferences,
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.employee.mailPreferences, answer),
  });
}
