import { useMutation } from '@tanstack/react-query';
import type { EmployeeTemporaryPassword, EmployeeTemporaryPasswordsExport } from '@parenthese/shared';
import { request } from '@/lib/http-client';

const employeesPath = (companyId: string) => `/admin/companies/${encodeURIComponent(companyId)}/employees`;

/** POST .../employees/{employeeId}/temporary-password/reveal: one employee's temporary password; the server records who read it, and when. */
export function revealEmployeeTemporaryPassword({ companyId, employeeId }: { companyId: string; employeeId: string }) {
  return request<EmployeeTemporaryPassword>(`${employeesPath(companyId)}/${encodeURIComponent(employeeId)}/temporary-password/reveal`, { method: 'POST' });
}

export function useRevealEmployeeTemporaryPassword() {
  return useMutation({ mutationFn: revealEmployeeTemporaryPassword });
}

/** POST .../employees/temporary-passwords/export: every temporary password of the company for an export, one audit row. */
export async function exportEmployeeTemporaryPasswords(companyId: string): Promise<Map<string, string>> {
  const { temporaryPasswords } = await request<EmployeeTemporaryPasswordsExport>(`${employeesPath(companyId)}/temporary-passwords/export`, { method: 'POST' });
  return new Map(temporaryPasswords.map((entry) => [entry.employeeId, entry.password]));
}
