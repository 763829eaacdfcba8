import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmployeeFollowUp, EmployeeFollowUpList, FollowUpAcceptResponse, FollowUpDeclineResponse } from '@parenthese/shared';
import { EMPLOYEE_SERVICE_BASE_URL, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

const followUpUrl = (proposalId: string) => `/follow-up/${encodeURIComponent(proposalId)}`;

/** The open follow-up proposals (decision 0066): next hours the psychologist holds for this person. */
export function useFollowUps() {
  return useQuery({ queryKey: queryKeys.employee.followUps, queryFn: () => request<EmployeeFollowUpList>('/follow-up', { baseUrl: EMPLOYEE_SERVICE_BASE_URL }) });
}

/** One proposal, opened from its mail link: answered, expired or declined ones say so. */
export function useFollowUp(proposalId: string | null) {
  return useQuery({
    queryKey: queryKeys.employee.followUp(proposalId ?? ''),
    enabled: proposalId !== null,
    retry: false,
    queryFn: () => request<EmployeeFollowUp>(followUpUrl(proposalId ?? ''), { baseUrl: EMPLOYEE_SERVICE_BASE_URL }),
  });
}

function useFollowUpAnswer<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // A booking, a spent credit, freed hours: the appointments, the profile's credits and the searches change.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.employee.followUps }),
        queryClient.invalidateQueries({ queryKey: queryKeys.employee.meetings }),
        queryClient.invalidateQueries({ queryKey: queryKeys.employee.details }),
        queryClient.invalidateQueries({ queryKey: queryKeys.employee.availableSlots.all }),
      ]),
  });
}

export function useAcceptFollowUp() {
  return useFollowUpAnswer(({ proposalId, meetingId }: { proposalId: string; meetingId: string }) =>
    request<FollowUpAcceptResponse>(`${followUpUrl(proposalId)}/accept`, { method: 'POST', body: { meetingId }, baseUrl: EMPLOYEE_SERVICE_BASE_URL }),
  );
}

export function useDeclineFollowUp() {
  return useFollowUpAnswer((proposalId: string) => request<FollowUpDeclineResponse>(`${followUpUrl(proposalId)}/decline`, { method: 'POST', baseUrl: EMPLOYEE_SERVICE_BASE_URL }));
}
