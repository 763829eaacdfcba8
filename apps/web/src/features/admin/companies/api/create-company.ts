import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Company, CompanyCreateRequest } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export function createCompany(body: CompanyCreateRequest) {
  return request<Company>('POST /api/admin/companies/create', { body });
}

/** After a creation the company list refreshes (spec section 4). */
export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCompany, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.companies.all }) });
}
