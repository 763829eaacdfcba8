import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployeeProfileUpdateRequest, EmployeeProfileUpdateResponse } from '@parenthese/shared';
import { EMPLOYEE_SERVICE_BASE_URL, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export function updateEmployeeDetails(body: EmployeeProfileUpdateRequest) {
  return request<EmployeeProfileUpdateResponse>('/employee/account/details/update', { method: 'POST', body, baseUrl: EMPLOYEE_SERVICE_BASE_URL });
}

export function useUpdateEmployeeDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmployeeDetails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.employee.details }),
  });
}
