import { useQuery } from '@tanstack/react-query';
import type { ContactRequestListItem } from '@parenthese/shared';
import { request } from '@/lib/http-client';

export function getContactRequests() {
  return request<ContactRequestListItem[]>('/admin/contact-requests');
}

/** The stored demonstration requests, newest first. */
export function useContactRequests() {
  return useQuery({ queryKey: ['admin', 'contact-requests'], queryFn: getContactRequests });
}
