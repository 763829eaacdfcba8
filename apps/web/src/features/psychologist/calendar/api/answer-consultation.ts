import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PsychologistConsultation } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export type ConsultationAnswer = 'accept' | 'refuse' | 'cancel';

/** POST /api/doctor/meetings/{id}/accept | refuse | cancel (what the spec's dialog only faked). */
export function answerConsultation(consultationId: string, answer: ConsultationAnswer) {
  return request<PsychologistConsultation>(apiRoute(`POST /api/doctor/meetings/{id}/${answer}`, { id: consultationId }));
}

export function useAnswerConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ consultationId, answer }: { consultationId: string; answer: ConsultationAnswer }) => answerConsultation(consultationId, answer),
    // The editor and the profile banner read the same weeks.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.planning.all }),
  });
}
