import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployeeAccount, EmployeeUpdateRequest } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

type UpdateEmployeeInput = EmployeeUpdateRequest & { companyId: string; employeeId: string };

export function updateEmployee({ companyId, employeeId, ...body }: UpdateEmployeeInput) {
  return request<EmployeeAccount>(apiRoute('PUT /api/admin/companies/{companyId}/employees/update/{employeeId}', { companyId, employeeId }), { body });
}

export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmployee,
    onSuccess: (_employee, { companyId }) => queryClient.invalidateQueries({ queryKey: queryKeys.admin.companies.employees.ofCompany(companyId) }),
  });
}
