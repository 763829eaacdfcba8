import { queryOptions } from '@tanstack/react-query';
import type { AdminSettings } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** The settings in force (TECH administrators only). */
export function getSettings() {
  return request<AdminSettings>('GET /api/admin/settings');
}

export const settingsQueryOptions = () => queryOptions({ queryKey: queryKeys.admin.settings, queryFn: getSettings });
