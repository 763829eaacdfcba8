import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployeeAccount } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** POST .../employees/{employeeId}/temporary-password: a new temporary password, for an employee still on first connection. */
export function issueEmployeeTemporaryPassword({ companyId, employeeId }: { companyId: string; employeeId: string }) {
  return request<EmployeeAccount>(apiRoute('POST /api/admin/companies/{companyId}/employees/{employeeId}/temporary-password', { companyId, employeeId }));
}

export function useIssueEmployeeTemporaryPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueEmployeeTemporaryPassword,
    onSuccess: (_employee, { companyId }) => queryClient.invalidateQueries({ queryKey: queryKeys.admin.companies.employees.ofCompany(companyId) }),
  });
}
