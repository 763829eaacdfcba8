import { useMutation } from '@tanstack/react-query';
import type { SuccessResponse } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';

/** Follows the link mailed to the owner of an account whose second-factor reset was asked: the request is refused. */
export function refuseSecondFactorReset(resetToken: string) {
  return request<SuccessResponse>(apiRoute('POST /api/account/second-factor-reset/refuse/{resetToken}', { resetToken }), { isAuthenticated: false });
}

export function useRefuseSecondFactorReset() {
  return useMutation({ mutationFn: refuseSecondFactorReset });
}
