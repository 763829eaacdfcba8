import { queryOptions } from '@tanstack/react-query';
import type { Company, ListQuery, PageResult } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** One page of the companies, searched on name or email by the server. */
export function getCompaniesPage({ search, page, pageSize }: ListQuery) {
  const parameters = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (search) parameters.set('search', search);
  return request<PageResult<Company>>('GET /api/admin/companies/get/all', { query: parameters });
}

/** One company, for its detail page (a 404 when it does not exist or was deleted). */
export function getCompany(companyId: string) {
  return request<Company>(apiRoute('GET /api/admin/companies/get/{companyId}', { companyId }));
}

export const companiesPageQueryOptions = (listQuery: ListQuery) => queryOptions({ queryKey: queryKeys.admin.companies.page(listQuery), queryFn: () => getCompaniesPage(listQuery) });

export const companyQueryOptions = (companyId: string) => queryOptions({ queryKey: queryKeys.admin.companies.one(companyId), queryFn: () => getCompany(companyId) });
