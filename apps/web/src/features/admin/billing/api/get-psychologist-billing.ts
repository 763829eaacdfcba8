import { queryOptions } from '@tanstack/react-query';
import type { PsychologistBilling } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** The psychologist, the three tiles and the monthly bills (TECH administrators only). */
export function getPsychologistBilling(psychologistId: string) {
  return request<PsychologistBilling>(apiRoute('GET /api/admin/doctors/{id}/bills', { id: psychologistId }));
}

export const psychologistBillingQueryOptions = (psychologistId: string) =>
  queryOptions({ queryKey: queryKeys.admin.billing.ofPsychologist(psychologistId), queryFn: () => getPsychologistBilling(psychologistId) });
