import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveFile } from '@/lib/download-text-file';
import { apiRoute, requestFile } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** Takes the summary (once: the server erases it) and hands it to the browser as a download. */
export async function downloadImportSummary({ companyId, importId }: { companyId: string; importId: string }) {
  const { blob, fileName } = await requestFile(apiRoute('POST /api/admin/companies/{companyId}/employee-imports/{importId}/summary', { companyId, importId }), { timeoutMs: 60_000 });
  saveFile(fileName ?? 'import.csv', blob);
}

export function useDownloadImportSummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadImportSummary,
    // Downloaded or already gone: the panel reads the import again (no summary any more).
    onSettled: (_data, _error, { companyId }) => queryClient.invalidateQueries({ queryKey: queryKeys.admin.companies.latestImport(companyId) }),
  });
}
