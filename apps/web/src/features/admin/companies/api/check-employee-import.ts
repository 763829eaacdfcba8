import type { EmployeeImportCheckRequest, EmployeeImportCheckResponse } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';

/** The preview's question to the server: rows matching an employee of the company, emails already used. */
export function checkEmployeeImport({ companyId, rows }: EmployeeImportCheckRequest & { companyId: string }) {
  return request<EmployeeImportCheckResponse>(apiRoute('POST /api/admin/companies/{companyId}/employee-imports/check', { companyId }), { body: { rows }, timeoutMs: 60_000 });
}
