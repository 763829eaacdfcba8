import { queryOptions } from '@tanstack/react-query';
import type { LatestEmployeeImportResponse } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** How often a running import's progress is read. */
export const IMPORT_POLL_INTERVAL_MS = 1_000;

/** The company's running import, or its latest: polled every second while one runs, so a reload finds it too. */
export function latestEmployeeImportQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: queryKeys.admin.companies.latestImport(companyId),
    queryFn: ({ signal }) => request<LatestEmployeeImportResponse>(apiRoute('GET /api/admin/companies/{companyId}/employee-imports/latest', { companyId }), { signal }),
    refetchInterval: (query) => (query.state.data?.employeeImport?.status === 'RUNNING' ? IMPORT_POLL_INTERVAL_MS : false),
  });
}
