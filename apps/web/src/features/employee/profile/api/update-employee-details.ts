import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployeeProfileUpdateRequest, EmployeeProfileUpdateResponse } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export function updateEmployeeDetails(body: EmployeeProfileUpdateRequest) {
  return request<EmployeeProfileUpdateResponse>('POST /api/employee-service/employee/account/details/update', { body });
}

export function useUpdateEmployeeDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmployeeDetails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.employee.details }),
  });
}
