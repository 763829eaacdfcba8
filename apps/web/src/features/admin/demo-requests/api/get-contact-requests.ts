import { queryOptions } from '@tanstack/react-query';
import type { ContactRequestFilter, ContactRequestListItem } from '@parenthese/shared';
import type { ListQuery, PageResult } from '@/components/list-view';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** One page of the stored demonstration requests, newest first, searched by the API on names, email and company, filtered by handling. */
export function getContactRequestsPage({ search, page, pageSize }: ListQuery, status: ContactRequestFilter = 'all') {
  const query = new URLSearchParams({ search, page: String(page), pageSize: String(pageSize), status });
  return request<PageResult<ContactRequestListItem>>('GET /api/admin/contact-requests', { query });
}

/** The page the list view shows, for one filter. */
export const contactRequestsPageQueryOptions = (status: ContactRequestFilter) => (listQuery: ListQuery) =>
  queryOptions({ queryKey: [...queryKeys.admin.contactRequests, status, listQuery], queryFn: () => getContactRequestsPage(listQuery, status) });
