import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSecondFactorStatus, RecoveryCodesResponse, SecondFactorEnrolmentResponse } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /account/second-factor: whether it is on, whether the role requires it, how many recovery codes are left. */
export function getSecondFactorStatus() {
  return request<AccountSecondFactorStatus>('GET /api/account/second-factor');
}

export const secondFactorStatusQueryOptions = () => queryOptions({ queryKey: queryKeys.auth.secondFactor, queryFn: getSecondFactorStatus });

export function useSecondFactorStatus() {
  return useQuery(secondFactorStatusQueryOptions());
}

/** A new secret for the signed-in account (an employee turning it on). */
export function startAccountEnrolment() {
  return request<SecondFactorEnrolmentResponse>('POST /api/account/second-factor/enrolment');
}

export function confirmAccountEnrolment(code: string) {
  return request<RecoveryCodesResponse>('POST /api/account/second-factor/enrolment/confirm', { body: { code } });
}

/** New recovery codes; the previous ones stop working. */
export function renewRecoveryCodes(code: string) {
  return request<RecoveryCodesResponse>('POST /api/account/second-factor/recovery-codes', { body: { code } });
}

export function disableSecondFactor(code: string) {
  return request<unknown>('POST /api/account/second-factor/disable', { body: { code } });
}

/** The status is read again after any change (the recovery codes left, whether it is on). */
export function useRefreshSecondFactorStatus() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: queryKeys.auth.secondFactor });
}

export function useSecondFactorChange<Answer>(change: (code: string) => Promise<Answer>) {
  const refreshStatus = useRefreshSecondFactorStatus();
  return useMutation({ mutationFn: change, onSettled: refreshStatus });
}
