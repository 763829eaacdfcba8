import type { EmployeeImportCheckRequest, EmployeeImportCheckResponse } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { employeeImportsPath } from './start-employee-import';

/** The preview's question to the server: rows matching an employee of the company, emails already used. */
export function checkEmployeeImport({ companyId, rows }: EmployeeImportCheckRequest & { companyId: string }) {
  return request<EmployeeImportCheckResponse>(`${employeeImportsPath(companyId)}/check`, { method: 'POST', body: { rows }, timeoutMs: 60_000 });
}
