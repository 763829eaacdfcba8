import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmployeeFollowUp, EmployeeFollowUpList, FollowUpAcceptResponse, FollowUpDeclineResponse } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** The open follow-up proposals (decision 0066): next hours the psychologist holds for this person. */
export function useFollowUps() {
  return useQuery({ queryKey: queryKeys.employee.followUps, queryFn: () => request<EmployeeFollowUpList>('GET /api/employee-service/follow-up') });
}

/** One proposal, opened from its mail link: answered, expired or declined ones say so. */
export function useFollowUp(proposalId: string | null) {
  return useQuery({
    queryKey: queryKeys.employee.followUp(proposalId ?? ''),
    enabled: proposalId !== null,
    retry: false,
    queryFn: () => request<EmployeeFollowUp>(apiRoute('GET /api/employee-service/follow-up/{id}', { id: proposalId ?? '' })),
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
  return useFollowUpAnswer(({ proposalId, slotId }: { proposalId: string; slotId: string }) =>
    request<FollowUpAcceptResponse>(apiRoute('POST /api/employee-service/follow-up/{id}/accept', { id: proposalId }), { body: { meetingId: slotId } }),
  );
}

export function useDeclineFollowUp() {
  return useFollowUpAnswer((proposalId: string) => request<FollowUpDeclineResponse>(apiRoute('POST /api/employee-service/follow-up/{id}/decline', { id: proposalId })));
}
