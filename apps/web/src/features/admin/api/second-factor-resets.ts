import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SecondFactorResetRequestsResponse, SuccessResponse } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';

const resetRequestsKey = ['admin', 'second-factor-resets'] as const;

/** GET /admin/second-factor-resets (TECH only): the pending requests a second TECH administrator may approve. */
export const secondFactorResetRequestsQueryOptions = () =>
  queryOptions({ queryKey: resetRequestsKey, queryFn: () => request<SecondFactorResetRequestsResponse>('GET /api/admin/second-factor-resets') });

export function useSecondFactorResetRequests(isEnabled: boolean) {
  return useQuery({ ...secondFactorResetRequestsQueryOptions(), enabled: isEnabled });
}

/** After a request, an approval or a cancellation, the pending list is read again. */
export function useInvalidateResetRequests() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: resetRequestsKey });
}

function useResetRequestDecision(decision: 'approve' | 'cancel') {
  const invalidate = useInvalidateResetRequests();
  return useMutation({
    mutationFn: (requestId: string) => request<SuccessResponse>(apiRoute(`POST /api/admin/second-factor-resets/{requestId}/${decision}`, { requestId })),
    onSettled: invalidate,
  });
}

export const useApproveSecondFactorReset = () => useResetRequestDecision('approve');
export const useCancelSecondFactorReset = () => useResetRequestDecision('cancel');
