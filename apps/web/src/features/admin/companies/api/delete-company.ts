import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoute, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** Refused with a 409 naming the upcoming consultations while there are any. */
export function deleteCompany(companyId: string) {
  return request<unknown>(apiRoute('DELETE /api/admin/companies/delete/{companyId}', { companyId }));
}

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCompany, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.companies.all }) });
}
