import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { toggleAccountLock } from '../../api/toggle-account-lock';

/** The table and the company's blocked count refresh after. */
export function useToggleEmployeeLock() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: toggleAccountLock, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.companies.all }) });
}
