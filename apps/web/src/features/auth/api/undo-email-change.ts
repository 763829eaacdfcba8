import { useMutation } from '@tanstack/react-query';
import type { SuccessResponse } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';

/** Follows the link mailed to the former address once a change is done: the change is undone, every session ends. */
export function undoEmailChange(emailChangeToken: string) {
  return request<SuccessResponse>(apiRoute('POST /api/account/email-change/undo/{emailChangeToken}', { emailChangeToken }), { isAuthenticated: false });
}

export function useUndoEmailChange() {
  return useMutation({ mutationFn: undoEmailChange });
}
