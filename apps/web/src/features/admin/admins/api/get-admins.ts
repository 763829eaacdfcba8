import { queryOptions } from '@tanstack/react-query';
import type { AdminAccount, ListQuery, PageResult } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** One page of the administrators, searched on email and names by the server. */
export function getAdminsPage({ search, page, pageSize }: ListQuery) {
  const parameters = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (search) parameters.set('search', search);
  return request<PageResult<AdminAccount>>('GET /api/admin/admins/get/all', { query: parameters });
}

export const adminsPageQueryOptions = (listQuery: ListQuery) => queryOptions({ queryKey: queryKeys.admin.admins.page(listQuery), queryFn: () => getAdminsPage(listQuery) });
