import { useMutation } from '@tanstack/react-query';
import type { SuccessResponse } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';

export function confirmPasswordReset({ resetToken, newPassword }: { resetToken: string; newPassword: string }) {
  return request<SuccessResponse>(apiRoute('POST /api/account/password/reset/confirm/{resetToken}', { resetToken }), {
    body: { newPassword },
    isAuthenticated: false,
  });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
