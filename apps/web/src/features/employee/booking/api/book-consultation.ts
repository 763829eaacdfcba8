import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingRequest, BookingResponse } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export function createConsultation(body: BookingRequest) {
  return request<BookingResponse>('POST /api/employee-service/meeting/create', { body });
}

/** Booking changes the credits (the header greys its booking entry at 0), the list and the free slots. */
export function useCreateConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConsultation,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.employee.details }),
        queryClient.invalidateQueries({ queryKey: queryKeys.employee.meetings }),
        queryClient.invalidateQueries({ queryKey: queryKeys.employee.availableSlots.all }),
      ]),
  });
}
