import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactRequestListItem } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/admin/contact-requests/{id}/handled: 'Traitée', or back to 'À traiter'. */
export function setContactRequestHandled({ id, isHandled }: { id: string; isHandled: boolean }) {
  return request<ContactRequestListItem>(apiRoute('POST /api/admin/contact-requests/{id}/handled', { id }), { body: { isHandled } });
}

export function useSetContactRequestHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setContactRequestHandled,
    // Every filter's pages may change (the request moves from one filter to the other).
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.contactRequests }),
  });
}
