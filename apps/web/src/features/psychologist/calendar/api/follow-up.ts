import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PsychologistFollowUpOptions, FollowUpProposeResponse } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/doctor/meetings/{id}/follow-up: the free hours to offer, and the proposal still open from this consultation. */
export function useFollowUpOptions(consultationId: string) {
  return useQuery({
    queryKey: queryKeys.planning.followUp(consultationId),
    queryFn: () => request<PsychologistFollowUpOptions>(apiRoute('GET /api/doctor/meetings/{id}/follow-up', { id: consultationId })),
  });
}

/** POST /api/doctor/meetings/{id}/follow-up: 1 to 3 of the psychologist's free hours, held for the person (decision 0066). */
export function useProposeFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ consultationId, meetingIds: consultationIds }: { consultationId: string; meetingIds: string[] }) =>
      request<FollowUpProposeResponse>(apiRoute('POST /api/doctor/meetings/{id}/follow-up', { id: consultationId }), { body: { meetingIds: consultationIds } }),
    // The held hours stay in the week, but the offer and the week's hours changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.planning.all }),
  });
}
