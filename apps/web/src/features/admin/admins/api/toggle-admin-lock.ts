import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { toggleAccountLock } from '../../api/toggle-account-lock';

export function useToggleAdminLock() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: toggleAccountLock, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.admins.all }) });
}
