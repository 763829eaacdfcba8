import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAccount, AdminWriteRequest } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /admin/admins/create without an id, PUT /admin/admins/update/{id} with one. */
export function saveAdmin({ adminId, ...body }: AdminWriteRequest & { adminId?: string }) {
  return adminId ? request<AdminAccount>(apiRoute('PUT /api/admin/admins/update/{id}', { id: adminId }), { body }) : request<AdminAccount>('POST /api/admin/admins/create', { body });
}

/** The list refreshes after, and the signed-in administrator too (they may have edited themselves). */
export function useSaveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAdmin,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.admin.admins.all }), queryClient.invalidateQueries({ queryKey: queryKeys.admin.me })]),
  });
}
