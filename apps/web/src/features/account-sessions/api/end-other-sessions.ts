import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndedSessions } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** Ends every session of the account but this one. */
export function endOtherSessions() {
  return request<EndedSessions>('POST /api/account/sessions/end-others');
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.sessions }),
  });
}
