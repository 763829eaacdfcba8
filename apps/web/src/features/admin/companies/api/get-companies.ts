import { queryOptions } from '@tanstack/react-query';
import type { Company, ListQuery, PageResult } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

const COMPANIES_PATH = '/admin/companies/get/all';

/** One page of the companies, searched on name or email by the server. */
export function getCompaniesPage({ search, page, pageSize }: ListQuery) {
  const parameters = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (search) parameters.set('search', search);
  return request<PageResult<Company>>(`${COMPANIES_PATH}?${parameters}`);
}

/** Every company (the call without page parameters answers `{ companies }`). */
export async function getAllCompanies() {
  const { companies } = await request<{ companies: Company[] }>(COMPANIES_PATH);
  return companies;
}

export const companiesPageQueryOptions = (listQuery: ListQuery) =>
  queryOptions({ queryKey: queryKeys.admin.companies.page(listQuery), queryFn: () => getCompaniesPage(listQuery) });

export const allCompaniesQueryOptions = () => queryOptions({ queryKey: queryKeys.admin.companies.list, queryFn: getAllCompanies });
