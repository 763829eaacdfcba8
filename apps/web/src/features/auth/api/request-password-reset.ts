import { useMutation } from '@tanstack/react-query';
import type { SuccessResponse } from '@parenthese/shared';
import { request } from '@/lib/http-client';

/** Only the field of the chosen tab is filled; the other is an empty string (spec section 3). */
export function requestPasswordReset(body: { mail: string; id: string }) {
  return request<SuccessResponse>('POST /api/account/password/reset/request', { body, isAuthenticated: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
