import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpenSessionList } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export function getOpenSessions() {
  return request<OpenSessionList>('GET /api/account/sessions');
}

export const openSessionsQueryOptions = () => queryOptions({ queryKey: queryKeys.account.sessions, queryFn: getOpenSessions });

export function useOpenSessions() {
  return useQuery(openSessionsQueryOptions());
}
