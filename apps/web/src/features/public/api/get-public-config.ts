import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@parenthese/shared';
import { request } from '@/lib/http-client';

export function getPublicConfig() {
  return request<PublicConfig>('/public/config', { isAuthenticated: false });
}

/** The public configuration (the promotional video address); it does not change while the page is open. */
export function usePublicConfig() {
  return useQuery({ queryKey: ['public', 'config'], queryFn: getPublicConfig, staleTime: Infinity, retry: false });
}
