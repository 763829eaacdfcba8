import { useMutation } from '@tanstack/react-query';
import type { SuccessResponse } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';
import { useInvalidateResetRequests } from './second-factor-resets';

/**
 * POST /admin/accounts/:userId/second-factor/reset (TECH only): asks for the reset; nothing changes until
 * a second TECH administrator approves it, and the owner is told and may refuse it.
 */
export function requestSecondFactorReset(userId: string) {
  return request<SuccessResponse>(apiRoute('POST /api/admin/accounts/{userId}/second-factor/reset', { userId }));
}

export function useRequestSecondFactorReset() {
  const invalidate = useInvalidateResetRequests();
  return useMutation({ mutationFn: requestSecondFactorReset, onSuccess: invalidate });
}
