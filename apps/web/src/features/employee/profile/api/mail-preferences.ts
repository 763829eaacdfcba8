import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmployeeMailPreferences, EmployeeMailPreferencesUpdate } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export function getMailPreferences() {
  return request<EmployeeMailPreferences>('GET /api/employee-service/employee/account/mail-preferences');
}

export function updateMailPreferences(body: EmployeeMailPreferencesUpdate) {
  return request<EmployeeMailPreferences>('PUT /api/employee-service/employee/account/mail-preferences', { body });
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
