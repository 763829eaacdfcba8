import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailChangeProposalAcceptRequest, EmailChangeProposalAnswer, OwnEmailChangeRequest, SuccessResponse } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export function getEmailChangeProposal() {
  return request<EmailChangeProposalAnswer>('GET /api/account/email-change/proposal');
}

export function useEmailChangeProposal() {
  return useQuery({ queryKey: queryKeys.account.emailChangeProposal, queryFn: getEmailChangeProposal });
}

/** After an answer, the proposal and the account pages' « en attente » lines change. */
function useRefreshAfterAnswer() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

export function useAcceptEmailChangeProposal() {
  const refresh = useRefreshAfterAnswer();
  return useMutation({
    mutationFn: (body: EmailChangeProposalAcceptRequest) => request<SuccessResponse>('POST /api/account/email-change/proposal/accept', { body }),
    onSuccess: refresh,
  });
}

export function useDeclineEmailChangeProposal() {
  const refresh = useRefreshAfterAnswer();
  return useMutation({ mutationFn: () => request<SuccessResponse>('POST /api/account/email-change/proposal/decline'), onSuccess: refresh });
}

export function useRequestOwnEmailChange() {
  const refresh = useRefreshAfterAnswer();
  return useMutation({
    mutationFn: (body: OwnEmailChangeRequest) => request<SuccessResponse>('POST /api/account/email-change/request', { body }),
    onSuccess: refresh,
  });
}
