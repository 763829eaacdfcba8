import { saveFile } from '@/lib/download-text-file';
import { apiRoute, requestFile } from '@/lib/http-client';

/**
 * POST .../employees/export/xlsx: the .xlsx, built by the server (issue 34 item 12: the browser's writer
 * zipped large files in a blob: worker that the CSP refuses, so the export never ended). The server
 * reveals the passwords it holds, recorded once, and names the file; returns that name.
 */
export async function downloadEmployeesXlsx(companyId: string): Promise<string> {
  const { blob, fileName } = await requestFile(apiRoute('POST /api/admin/companies/{companyId}/employees/export/xlsx', { companyId }), { timeoutMs: 60_000 });
  const name = fileName ?? 'employees.xlsx';
  saveFile(name, blob);
  return name;
}
