import { useMutation } from '@tanstack/react-query';
import type { AccountErasureRequest, SuccessResponse } from '@parenthese/shared';
import { EMPLOYEE_SERVICE_BASE_URL, request } from '@/lib/http-client';

/** Erases the signed-in employee's account, for good (issue 26). */
export function eraseAccount(body: AccountErasureRequest) {
  // The server ends the sessions itself: a 401 here is a wrong state, not an expiry to announce.
  return request<SuccessResponse>('/employee/data/erase', { method: 'POST', body, baseUrl: EMPLOYEE_SERVICE_BASE_URL });
}

export function useEraseAccount() {
  return useMutation({ mutationFn: eraseAccount });
}
