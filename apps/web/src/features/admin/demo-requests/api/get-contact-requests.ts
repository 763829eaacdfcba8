import { queryOptions } from '@tanstack/react-query';
import type { ContactRequestListItem } from '@parenthese/shared';
import type { ListQuery, PageResult } from '@/components/list-view';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** One page of the stored demonstration requests, newest first, searched by the API on names, email and company. */
export function getContactRequestsPage({ search, page, pageSize }: ListQuery) {
  const query = new URLSearchParams({ search, page: String(page), pageSize: String(pageSize) });
  return request<PageResult<ContactRequestListItem>>(`/admin/contact-requests?${query}`);
}

/** The page the list view shows. */
export const contactRequestsPageQueryOptions = (listQuery: ListQuery) =>
  queryOptions({ queryKey: [...queryKeys.admin.contactRequests, listQuery], queryFn: () => getContactRequestsPage(listQuery) });
