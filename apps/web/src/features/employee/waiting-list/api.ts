import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WaitingListCancelResponse, WaitingListOfferBookResponse, WaitingListResponse, WaitingListSubscribeRequest, WaitingListSubscribeResponse } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** The employee's own waiting list entries (« Me prévenir quand un créneau se libère »). */
export function useWaitingList() {
  return useQuery({
    queryKey: queryKeys.employee.waitingList,
    queryFn: () => request<WaitingListResponse>('GET /api/employee-service/waiting-list'),
  });
}

export function useJoinWaitingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WaitingListSubscribeRequest) => request<WaitingListSubscribeResponse>('POST /api/employee-service/waiting-list', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.employee.waitingList }),
  });
}

export function useLeaveWaitingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => request<WaitingListCancelResponse>(apiRoute('POST /api/employee-service/waiting-list/{id}/cancel', { id: entryId })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.employee.waitingList }),
  });
}

/** The mailed link: books its slot. Every read of the employee's appointments, slots and entries is then stale. */
export function useBookWaitingListOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => request<WaitingListOfferBookResponse>('POST /api/employee-service/waiting-list/offer/book', { body: { token } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.employee.meetings }),
        queryClient.invalidateQueries({ queryKey: queryKeys.employee.details }),
        queryClient.invalidateQueries({ queryKey: queryKeys.employee.waitingList }),
        queryClient.invalidateQueries({ queryKey: queryKeys.employee.availableSlots.all }),
      ]),
  });
}
