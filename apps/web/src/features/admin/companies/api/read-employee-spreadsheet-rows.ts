import type { EmployeeSpreadsheetRows } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';

/**
 * An .xlsx import file's rows, read by the server (exceljs stays out of the browser): the preview then
 * checks them as a CSV's (issue 34 item 14).
 */
export function readEmployeeSpreadsheetRows({ companyId, file }: { companyId: string; file: File }) {
  const body = new FormData();
  body.append('file', file, file.name);
  return request<EmployeeSpreadsheetRows>(apiRoute('POST /api/admin/companies/{companyId}/employee-imports/xlsx-rows', { companyId }), { body, timeoutMs: 60_000 });
}
