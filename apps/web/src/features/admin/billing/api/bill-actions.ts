import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MonthlyBill } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** A 10 MB invoice on a slow line takes longer than the spec's 10 s for ordinary calls. */
const UPLOAD_TIMEOUT_MS = 120_000;

type BillTarget = { psychologistId: string; month: string };

export function uploadBillDocument({ psychologistId, month, file }: BillTarget & { file: File }) {
  const body = new FormData();
  body.append('file', file, file.name);
  return request<MonthlyBill>(apiRoute('POST /api/admin/doctors/{id}/bills/{month}/document', { id: psychologistId, month }), { body, timeoutMs: UPLOAD_TIMEOUT_MS });
}

/** 'Clôturer': the month's count and price are frozen. */
export function validateBill({ psychologistId, month }: BillTarget) {
  return request<MonthlyBill>(apiRoute('POST /api/admin/doctors/{id}/bills/{month}/validate', { id: psychologistId, month }));
}

export function payBill({ psychologistId, month }: BillTarget) {
  return request<MonthlyBill>(apiRoute('POST /api/admin/doctors/{id}/bills/{month}/pay', { id: psychologistId, month }));
}

/** Each action refreshes the psychologist's bills and tiles. */
function useBillMutation<Variables extends BillTarget>(mutationFn: (variables: Variables) => Promise<MonthlyBill>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_bill, { psychologistId }) => queryClient.invalidateQueries({ queryKey: queryKeys.admin.billing.ofPsychologist(psychologistId) }),
  });
}

export const useUploadBillDocument = () => useBillMutation(uploadBillDocument);
export const useValidateBill = () => useBillMutation(validateBill);
export const usePayBill = () => useBillMutation(payBill);
