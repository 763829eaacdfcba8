import { queryOptions } from '@tanstack/react-query';
import type { CompanyReport } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** The company's usage report: every figure already passed through the anonymity rule on the server. */
export function companyReportQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: queryKeys.admin.companies.report(companyId),
    queryFn: ({ signal }) => request<CompanyReport>(apiRoute('GET /api/admin/companies/report/{companyId}', { companyId }), { signal }),
  });
}
