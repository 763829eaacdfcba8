import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployeeAccount, EmployeeUpdateRequest } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

type UpdateEmployeeInput = EmployeeUpdateRequest & { companyId: string; employeeId: string };

export function updateEmployee({ companyId, employeeId, ...body }: UpdateEmployeeInput) {
  return request<EmployeeAccount>(`/admin/companies/${encodeURIComponent(companyId)}/employees/update/${encodeURIComponent(employeeId)}`, { method: 'PUT', body });
}

export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmployee,
    onSuccess: (_employee, { companyId }) => queryClient.invalidateQueries({ queryKey: queryKeys.admin.companies.employees.ofCompany(companyId) }),
  });
}
