import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /account/lock/toggle: blocks or unblocks an account; the answer says whether it is now locked. */
export function toggleAccountLock({ userId, lockAccount }: { userId: string; lockAccount: boolean }) {
  return request<{ userId: string; locked: boolean }>('/account/lock/toggle', { method: 'POST', body: { userId, lockAccount } });
}

/** The table and the company's blocked count refresh after. */
export function useToggleEmployeeLock() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: toggleAccountLock, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.companies.all }) });
}
