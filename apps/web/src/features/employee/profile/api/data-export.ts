import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataExportAnswer, DataExportFormat, LatestDataExportAnswer } from '@parenthese/shared';
import { saveFile } from '@/lib/download-text-file';
import { apiRoute, request, requestFile } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** How often the page asks again while the export is prepared. */
export const DATA_EXPORT_POLL_MS = 2_000;

export function getLatestDataExport() {
  return request<LatestDataExportAnswer>('GET /api/employee-service/employee/data/export');
}

export function requestDataExport() {
  return request<DataExportAnswer>('POST /api/employee-service/employee/data/export');
}

/** The latest export still offered; asked again every 2 s while it is prepared. */
export function useLatestDataExport() {
  return useQuery({
    queryKey: queryKeys.employee.dataExport,
    queryFn: getLatestDataExport,
    refetchInterval: (query) => (query.state.data?.export?.status === 'PREPARING' ? DATA_EXPORT_POLL_MS : false),
  });
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSuccess: (answer) => queryClient.setQueryData<LatestDataExportAnswer>(queryKeys.employee.dataExport, { export: answer.export }),
  });
}

/** The file needs the bearer token: fetched with the API client, then saved through a blob link. */
export async function downloadDataExport(exportId: string, format: DataExportFormat) {
  const { blob, fileName } = await requestFile(apiRoute('GET /api/employee-service/employee/data/export/{id}/download', { id: exportId }), { query: { format }, timeoutMs: 60_000 });
  saveFile(fileName ?? `mes-donnees-parenthese.${format}`, blob);
}
