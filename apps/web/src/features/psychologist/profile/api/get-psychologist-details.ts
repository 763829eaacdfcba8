import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PsychologistAccountDetails } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export function getPsychologistDetails() {
  return request<PsychologistAccountDetails>('GET /api/doctor/account/details');
}

export const psychologistDetailsQueryOptions = () => queryOptions({ queryKey: queryKeys.doctor.details, queryFn: getPsychologistDetails });

export function usePsychologistDetails() {
  return useQuery(psychologistDetailsQueryOptions());
}
