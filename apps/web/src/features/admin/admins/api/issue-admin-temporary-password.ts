import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAccount } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /admin/admins/{id}/temporary-password: a new temporary password, for an administrator still on first connection. */
export function issueAdminTemporaryPassword(adminId: string) {
  return request<AdminAccount>(`/admin/admins/${encodeURIComponent(adminId)}/temporary-password`, { method: 'POST' });
}

export function useIssueAdminTemporaryPassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: issueAdminTemporaryPassword, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.admins.all }) });
}
