import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAccount } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /admin/admins/{id}/invitation/resend: a new activation link mailed, the former one dead. */
export function resendAdminInvitation(adminId: string) {
  return request<AdminAccount>(apiRoute('POST /api/admin/admins/{id}/invitation/resend', { id: adminId }));
}

/** POST /admin/admins/{id}/tech-approval/approve: a second TECH administrator approves a TECH role. */
export function approveTechRole(adminId: string) {
  return request<AdminAccount>(apiRoute('POST /api/admin/admins/{id}/tech-approval/approve', { id: adminId }));
}

export function useResendAdminInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendAdminInvitation, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.admins.all }) });
}

export function useApproveTechRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveTechRole, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.admins.all }) });
}
