import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PsychologistPresentationResponse, PresentationForm } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** The psychologist's own presentation for employees (decision 0061). */
export const presentationQueryOptions = () => queryOptions({ queryKey: queryKeys.doctor.presentation, queryFn: () => request<PsychologistPresentationResponse>('GET /api/doctor/presentation') });

export function usePresentation() {
  return useQuery(presentationQueryOptions());
}

export function useSavePresentation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: PresentationForm) => request<PsychologistPresentationResponse>('PUT /api/doctor/presentation', { body: form }),
    onSuccess: (answer) => queryClient.setQueryData(presentationQueryOptions().queryKey, answer),
  });
}

export function useWithdrawPresentation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request<PsychologistPresentationResponse>('DELETE /api/doctor/presentation'),
    onSuccess: (answer) => queryClient.setQueryData(presentationQueryOptions().queryKey, answer),
  });
}
