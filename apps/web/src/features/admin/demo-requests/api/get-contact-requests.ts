import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactRequestListItem } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export function getContactRequests() {
  return request<ContactRequestListItem[]>('/admin/contact-requests');
}

export const contactRequestsQueryOptions = () => queryOptions({ queryKey: queryKeys.admin.contactRequests, queryFn: getContactRequests });

/** The stored demonstration requests, newest first. */
export function useContactRequests() {
  return useQuery(contactRequestsQueryOptions());
}
