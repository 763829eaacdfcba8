import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployeeAccount, EmployeeCreateRequest } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** All created in one transaction, or none; each comes back with its temporary password. */
export async function createEmployees({ companyId, employees }: EmployeeCreateRequest & { companyId: string }) {
  const answer = await request<{ employees: EmployeeAccount[] }>(apiRoute('POST /api/admin/companies/{companyId}/employees/create/V2', { companyId }), {
    body: { employees },
  });
  return answer.employees;
}

/** Lets the dialog know a creation is under way (it does not close meanwhile). */
export const createEmployeesMutationKey = ['admin', 'create-employees'] as const;

/** The employee table and the company's counts refresh after. */
export function useCreateEmployees() {
  const queryClient = useQueryClient();
  return useMutation({ mutationKey: createEmployeesMutationKey, mutationFn: createEmployees, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.companies.all }) });
}
