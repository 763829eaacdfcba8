import { queryOptions } from '@tanstack/react-query';
import type { DoctorBilling } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export const billsPath = (psychologistId: string) => `/admin/doctors/${encodeURIComponent(psychologistId)}/bills`;
export const billPath = (psychologistId: string, month: string) => `${billsPath(psychologistId)}/${encodeURIComponent(month)}`;

/** The psychologist, the three tiles and the monthly bills (TECH administrators only). */
export function getPsychologistBilling(psychologistId: string) {
  return request<DoctorBilling>(billsPath(psychologistId));
}

export const psychologistBillingQueryOptions = (psychologistId: string) =>
  queryOptions({ queryKey: queryKeys.admin.billing.ofPsychologist(psychologistId), queryFn: () => getPsychologistBilling(psychologistId) });
