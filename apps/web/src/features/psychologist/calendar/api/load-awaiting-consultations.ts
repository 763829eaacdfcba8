import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PsychologistAwaitingConsultations } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/doctor/meetings/awaiting: upcoming bookings the psychologist has not answered, soonest first. */
export function loadAwaitingConsultations() {
  return request<PsychologistAwaitingConsultations>('GET /api/doctor/meetings/awaiting');
}

export const awaitingConsultationsQueryOptions = () => queryOptions({ queryKey: queryKeys.planning.awaiting, queryFn: loadAwaitingConsultations });

export function useAwaitingConsultations() {
  return useQuery(awaitingConsultationsQueryOptions());
}
