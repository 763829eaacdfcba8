import { queryOptions } from '@tanstack/react-query';
import type { EmployeeAccount, ListQuery, PageResult } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

const employeesRoute = (companyId: string) => apiRoute('GET /api/admin/companies/{companyId}/employees/get/all', { companyId });

/** One page of a company's employees, searched by the server (a company may have 10,000). */
export function getEmployeesPage(companyId: string, { search, page, pageSize }: ListQuery) {
  const parameters = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (search) parameters.set('search', search);
  return request<PageResult<EmployeeAccount>>(employeesRoute(companyId), { query: parameters });
}

/** Every employee of the company (the call without page parameters answers `{ employeeAccounts }`): the CSV export. */
export async function getAllEmployees(companyId: string) {
  const { employeeAccounts } = await request<{ employeeAccounts: EmployeeAccount[] }>(employeesRoute(companyId));
  return employeeAccounts;
}

export const employeesPageQueryOptions = (companyId: string, listQuery: ListQuery) =>
  queryOptions({ queryKey: queryKeys.admin.companies.employees.page(companyId, listQuery), queryFn: () => getEmployeesPage(companyId, listQuery) });

export const allEmployeesQueryOptions = (companyId: string) => queryOptions({ queryKey: queryKeys.admin.companies.employees.list(companyId), queryFn: () => getAllEmployees(companyId) });
