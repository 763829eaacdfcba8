import { useMutation } from '@tanstack/react-query';
import type { SuccessResponse } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';

/** Follows the link mailed to the new address: the account's sign-in email becomes it. */
export function confirmEmailChange(emailChangeToken: string) {
  return request<SuccessResponse>(apiRoute('POST /api/account/email-change/confirm/{emailChangeToken}', { emailChangeToken }), { isAuthenticated: false });
}

export function useConfirmEmailChange() {
  return useMutation({ mutationFn: confirmEmailChange });
}
