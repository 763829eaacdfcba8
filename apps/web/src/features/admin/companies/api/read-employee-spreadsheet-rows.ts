import type { EmployeeSpreadsheetRows } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { employeeImportsPath } from './start-employee-import';

/**
 * An .xlsx import file's rows, read by the server (exceljs stays out of the browser): the preview then
 * checks them as a CSV's (issue 34 item 14).
 */
export function readEmployeeSpreadsheetRows({ companyId, file }: { companyId: string; file: File }) {
  const body = new FormData();
  body.append('file', file, file.name);
  return request<EmployeeSpreadsheetRows>(`${employeeImportsPath(companyId)}/xlsx-rows`, { method: 'POST', body, timeoutMs: 60_000 });
}
