import { useMutation } from '@tanstack/react-query';
import type { SuccessResponse } from '@parenthese/shared';
import { request } from '@/lib/http-client';

export function confirmPasswordReset({ resetToken, newPassword }: { resetToken: string; newPassword: string }) {
  return request<SuccessResponse>(`/account/password/reset/confirm/${encodeURIComponent(resetToken)}`, {
    method: 'POST',
    body: { newPassword },
    isAuthenticated: false,
  });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
