import { useMutation } from '@tanstack/react-query';
import type { SuccessResponse } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';

/** Follows the link mailed to the current address: the pending change is dropped. */
export function refuseEmailChange(emailChangeToken: string) {
  return request<SuccessResponse>(apiRoute('POST /api/account/email-change/refuse/{emailChangeToken}', { emailChangeToken }), { isAuthenticated: false });
}

export function useRefuseEmailChange() {
  return useMutation({ mutationFn: refuseEmailChange });
}
