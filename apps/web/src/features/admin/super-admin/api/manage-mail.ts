import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OutboxMail, OutboxMailUpdateRequest } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /admin/mails/{id}/send: puts an unsent mail back in the delivery queue (tried at once); refused (409) once sent. */
export const sendMail = (id: string) => request<OutboxMail>(apiRoute('POST /api/admin/mails/{id}/send', { id }));
/** PUT /admin/mails/{id}: a draft's new subject and text. */
export const updateMail = ({ id, ...body }: OutboxMailUpdateRequest & { id: string }) => request<OutboxMail>(apiRoute('PUT /api/admin/mails/{id}', { id }), { body });
/** DELETE /admin/mails/{id}: a draft only. */
export const deleteMail = (id: string) => request<unknown>(apiRoute('DELETE /api/admin/mails/{id}', { id }));

/** Each change refreshes the mail list and the maintenance figures (mails waiting and failed). */
function useMailMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.admin.mails.all }), queryClient.invalidateQueries({ queryKey: queryKeys.admin.maintenance })]),
  });
}

export const useSendMail = () => useMailMutation(sendMail);
export const useUpdateMail = () => useMailMutation(updateMail);
export const useDeleteMail = () => useMailMutation(deleteMail);
