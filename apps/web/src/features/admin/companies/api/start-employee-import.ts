import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployeeImport, EmployeeImportStartRequest } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** Up to 10,000 rows go up in one call: more time than the usual 10 s. */
const IMPORT_UPLOAD_TIMEOUT_MS = 60_000;

/** Queues the import (202): the employees are created by a job, followed with the latest import's query. */
export function startEmployeeImport({ companyId, ...body }: EmployeeImportStartRequest & { companyId: string }) {
  return request<EmployeeImport>(apiRoute('POST /api/admin/companies/{companyId}/employee-imports', { companyId }), { body, timeoutMs: IMPORT_UPLOAD_TIMEOUT_MS });
}

export function useStartEmployeeImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startEmployeeImport,
    onSuccess: (started) => queryClient.setQueryData(queryKeys.admin.companies.latestImport(started.companyId), { employeeImport: started }),
  });
}
