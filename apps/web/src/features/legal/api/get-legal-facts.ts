import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LegalFacts } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/legal/facts: the publisher, host, contacts and retention periods of the running server. */
export function getLegalFacts() {
  return request<LegalFacts>('GET /api/legal/facts', { isAuthenticated: false });
}

// The settings change only when the server restarts: read once per visit.
export const legalFactsQueryOptions = () => queryOptions({ queryKey: queryKeys.legalFacts, queryFn: getLegalFacts, staleTime: Infinity });

export function useLegalFacts() {
  return useQuery(legalFactsQueryOptions());
}
