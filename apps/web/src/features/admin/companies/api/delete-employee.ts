import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoute, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export function deleteEmployee({ companyId, employeeId }: { companyId: string; employeeId: string }) {
  return request<unknown>(apiRoute('DELETE /api/admin/companies/{companyId}/employees/delete/{employeeId}', { companyId, employeeId }));
}

/** The table and the company's counts refresh after. */
export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteEmployee, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.companies.all }) });
}
