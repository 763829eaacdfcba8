import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployeeAccount } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** POST .../employees/{employeeId}/invitation/resend: a new activation link mailed, the former one dead. */
export function resendEmployeeInvitation({ companyId, employeeId }: { companyId: string; employeeId: string }) {
  return request<EmployeeAccount>(apiRoute('POST /api/admin/companies/{companyId}/employees/{employeeId}/invitation/resend', { companyId, employeeId }));
}

export function useResendEmployeeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendEmployeeInvitation,
    onSuccess: (_employee, { companyId }) => queryClient.invalidateQueries({ queryKey: queryKeys.admin.companies.employees.ofCompany(companyId) }),
  });
}
