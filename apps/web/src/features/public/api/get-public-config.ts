import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export function getPublicConfig() {
  return request<PublicConfig>('/public/config', { isAuthenticated: false });
}

/** The public configuration (the promotional video address); it does not change while the page is open. */
export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.public.config, queryFn: getPublicConfig, staleTime: Infinity, retry: false });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
