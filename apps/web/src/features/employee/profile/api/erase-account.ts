import { useMutation } from '@tanstack/react-query';
import type { AccountErasureRequest, SuccessResponse } from '@parenthese/shared';
import { request } from '@/lib/http-client';

/** Erases the signed-in employee's account, for good (issue 26). */
export function eraseAccount(body: AccountErasureRequest) {
  // The server ends the sessions itself: a 401 here is a wrong state, not an expiry to announce.
  return request<SuccessResponse>('POST /api/employee-service/employee/data/erase', { body });
}

export function useEraseAccount() {
  return useMutation({ mutationFn: eraseAccount });
}
