import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Company, CompanyUpdateRequest } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export function updateCompany({ companyId, ...fields }: CompanyUpdateRequest & { companyId: string }) {
  return request<Company>(apiRoute('POST /api/admin/companies/update/{companyId}', { companyId }), { body: { companyId, ...fields } });
}

/** Edits and blocks or unblocks (`locked`) a company; the list refreshes after (spec section 4). */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCompany, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.companies.all }) });
}
