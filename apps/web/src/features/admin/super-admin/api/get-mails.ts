import { queryOptions } from '@tanstack/react-query';
import type { ListQuery, OutboxMail, PageResult } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** One page of the outbox, newest first, as the server's mail presenter lets an administrator see it. */
export function getMailsPage({ search, page, pageSize }: ListQuery) {
  const parameters = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (search) parameters.set('search', search);
  return request<PageResult<OutboxMail>>('GET /api/admin/mails', { query: parameters });
}

export const mailsPageQueryOptions = (listQuery: ListQuery) => queryOptions({ queryKey: queryKeys.admin.mails.page(listQuery), queryFn: () => getMailsPage(listQuery) });
