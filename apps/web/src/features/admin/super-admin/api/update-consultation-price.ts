import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSettings, ConsultationPriceUpdateRequest } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export function updateConsultationPrice(body: ConsultationPriceUpdateRequest) {
  return request<AdminSettings>('PUT /api/admin/settings/consultation-price', { body });
}

/** The open bills are priced at the new amount: they refresh too. */
export function useUpdateConsultationPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConsultationPrice,
    onSuccess: (settings) => {
      queryClient.setQueryData(queryKeys.admin.settings, settings);
      return queryClient.invalidateQueries({ queryKey: queryKeys.admin.billing.all });
    },
  });
}
