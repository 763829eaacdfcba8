import { useMutation } from '@tanstack/react-query';
import type { EmployeeTemporaryPassword, EmployeeTemporaryPasswordsExport } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';

/** POST .../employees/{employeeId}/temporary-password/reveal: one employee's temporary password; the server records who read it, and when. */
export function revealEmployeeTemporaryPassword({ companyId, employeeId }: { companyId: string; employeeId: string }) {
  return request<EmployeeTemporaryPassword>(apiRoute('POST /api/admin/companies/{companyId}/employees/{employeeId}/temporary-password/reveal', { companyId, employeeId }));
}

export function useRevealEmployeeTemporaryPassword() {
  return useMutation({ mutationFn: revealEmployeeTemporaryPassword });
}

/** POST .../employees/temporary-passwords/export: every temporary password of the company for an export, one audit row. */
export async function exportEmployeeTemporaryPasswords(companyId: string): Promise<Map<string, string>> {
  const { temporaryPasswords } = await request<EmployeeTemporaryPasswordsExport>(apiRoute('POST /api/admin/companies/{companyId}/employees/temporary-passwords/export', { companyId }));
  return new Map(temporaryPasswords.map((entry) => [entry.employeeId, entry.password]));
}
