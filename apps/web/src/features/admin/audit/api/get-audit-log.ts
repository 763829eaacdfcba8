import { queryOptions } from '@tanstack/react-query';
import type { AuditLogEntry } from '@parenthese/shared';
import type { ListQuery, PageResult } from '@/components/list-view';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** The journal's filters: one administrator's actions, one record's; empty means all. */
export type AuditLogFilters = { actorId: string; targetId: string };

/** GET /api/admin/audit: one page of the staff's actions, newest first. */
export function getAuditLogPage({ search, page, pageSize }: ListQuery, { actorId, targetId }: AuditLogFilters) {
  const parameters = new URLSearchParams({ search, page: String(page), pageSize: String(pageSize) });
  if (actorId) parameters.set('actorId', actorId);
  if (targetId) parameters.set('targetId', targetId);
  return request<PageResult<AuditLogEntry>>('GET /api/admin/audit', { query: parameters });
}

/**
 * The page the list view shows, for one pair of filters. Always read again when shown: every write
 * elsewhere in the back-office adds a row, and none of them invalidates the journal.
 */
export const auditLogPageQueryOptions = (filters: AuditLogFilters) => (listQuery: ListQuery) =>
  queryOptions({ queryKey: queryKeys.admin.audit.page(filters, listQuery), queryFn: () => getAuditLogPage(listQuery, filters), staleTime: 0 });
