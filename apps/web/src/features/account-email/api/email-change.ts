import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailChangeProposalAcceptRequest, EmailChangeProposalAnswer, OwnEmailChangeRequest, SuccessResponse } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export function getEmailChangeProposal() {
  return request<EmailChangeProposalAnswer>('/account/email-change/proposal');
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
    mutationFn: (body: EmailChangeProposalAcceptRequest) => request<SuccessResponse>('/account/email-change/proposal/accept', { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useDeclineEmailChangeProposal() {
  const refresh = useRefreshAfterAnswer();
  return useMutation({ mutationFn: () => request<SuccessResponse>('/account/email-change/proposal/decline', { method: 'POST' }), onSuccess: refresh });
}

export function useRequestOwnEmailChange() {
  const refresh = useRefreshAfterAnswer();
  return useMutation({
    mutationFn: (body: OwnEmailChangeRequest) => request<SuccessResponse>('/account/email-change/request', { method: 'POST', body }),
    onSuccess: refresh,
  });
}
