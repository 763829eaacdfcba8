import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export function deleteAdmin(adminId: string) {
  return request<unknown>(`/admin/admins/delete/${encodeURIComponent(adminId)}`, { method: 'DELETE' });
}

export function useDeleteAdmin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAdmin, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.admins.all }) });
}
