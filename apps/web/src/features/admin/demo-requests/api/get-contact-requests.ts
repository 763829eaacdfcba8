import { queryOptions } from '@tanstack/react-query';
import type { ContactRequestListItem } from '@parenthese/shared';
import type { ListQuery, PageResult } from '@/components/list-view';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export function getContactRequests() {
  return request<ContactRequestListItem[]>('/admin/contact-requests');
}

/** The stored demonstration requests, newest first. */
export const contactRequestsQueryOptions = () => queryOptions({ queryKey: queryKeys.admin.contactRequests, queryFn: getContactRequests });

const matches = (item: ContactRequestListItem, search: string) =>
  [item.companyName, item.firstName, item.lastName, item.email].some((text) => text.toLocaleLowerCase('fr').includes(search.toLocaleLowerCase('fr')));

/** One page of the requests, cut from the whole list: the API answers every request (at most 500) until it pages them itself. */
export function pageOfContactRequests(list: ContactRequestListItem[], { search, page, pageSize }: ListQuery): PageResult<ContactRequestListItem> {
  const matching = search ? list.filter((item) => matches(item, search)) : list;
  return { items: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length, page, pageSize };
}

/** The page the list view shows; every page reads the one cached list. */
export const contactRequestsPageQueryOptions = (listQuery: ListQuery) =>
  queryOptions({ ...contactRequestsQueryOptions(), select: (list) => pageOfContactRequests(list, listQuery) });
