import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** Refused with a 409 naming the upcoming consultations while there are any. */
export function deleteCompany(companyId: string) {
  return request<unknown>(`/admin/companies/delete/${encodeURIComponent(companyId)}`, { method: 'DELETE' });
}

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCompany, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.companies.all }) });
}
