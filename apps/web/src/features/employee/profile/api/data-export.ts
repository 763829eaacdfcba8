import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataExportAnswer, DataExportFormat, LatestDataExportAnswer } from '@parenthese/shared';
import { saveFile } from '@/lib/download-text-file';
import { EMPLOYEE_SERVICE_BASE_URL, request, requestFile } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** How often the page asks again while the export is prepared. */
export const DATA_EXPORT_POLL_MS = 2_000;

export function getLatestDataExport() {
  return request<LatestDataExportAnswer>('/employee/data/export', { baseUrl: EMPLOYEE_SERVICE_BASE_URL });
}

export function requestDataExport() {
  return request<DataExportAnswer>('/employee/data/export', { method: 'POST', baseUrl: EMPLOYEE_SERVICE_BASE_URL });
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
  const { blob, fileName } = await requestFile(`/employee/data/export/${encodeURIComponent(exportId)}/download?format=${format}`, { baseUrl: EMPLOYEE_SERVICE_BASE_URL, timeoutMs: 60_000 });
  saveFile(fileName ?? `mes-donnees-parenthese.${format}`, blob);
}
