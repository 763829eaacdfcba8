import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaintenanceReport } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export const getMaintenanceReport = () => request<MaintenanceReport>('GET /api/admin/maintenance');

export const maintenanceQueryOptions = () => queryOptions({ queryKey: queryKeys.admin.maintenance, queryFn: getMaintenanceReport });
export const useMaintenanceReport = () => useQuery(maintenanceQueryOptions());
