import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoute, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export function deleteAdmin(adminId: string) {
  return request<unknown>(apiRoute('DELETE /api/admin/admins/delete/{id}', { id: adminId }));
}

export function useDeleteAdmin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAdmin, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.admins.all }) });
}
