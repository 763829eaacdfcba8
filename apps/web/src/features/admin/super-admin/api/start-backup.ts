import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /admin/maintenance/backups: queues the `database-backup` job now (409 without BACKUP_KEY). */
export const startBackup = () => request<{ message: string }>('POST /api/admin/maintenance/backups');

/** The maintenance figures refresh after: the new file shows once the job has written it. */
export function useStartBackup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: startBackup, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.maintenance }) });
}
