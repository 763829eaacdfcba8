import { useMutation } from '@tanstack/react-query';
import type { SuccessResponse } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';

/** Follows the link mailed to an employee's personal address: their mails go there from now on. */
export function confirmContactEmail(contactEmailToken: string) {
  return request<SuccessResponse>(apiRoute('POST /api/account/contact-email/confirm/{contactEmailToken}', { contactEmailToken }), { isAuthenticated: false });
}

export function useConfirmContactEmail() {
  return useMutation({ mutationFn: confirmContactEmail });
}
