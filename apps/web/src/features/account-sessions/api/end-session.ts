import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessResponse } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** Ends one of one's other sessions: the device it was opened on is signed out at its next request. */
export function endSession(sessionId: string) {
  return request<SuccessResponse>(apiRoute('DELETE /api/account/sessions/{sessionId}', { sessionId }));
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    // Gone or not (already ended elsewhere: 404), the list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.sessions }),
  });
}
