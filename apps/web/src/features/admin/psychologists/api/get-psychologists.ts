import { queryOptions } from '@tanstack/react-query';
import type { AdminPsychologist, PsychologistCredits, ListQuery, PageResult } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** One page of the psychologists, searched on names, email and ADELI number by the server. */
export function getPsychologistsPage({ search, page, pageSize }: ListQuery) {
  const parameters = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (search) parameters.set('search', search);
  return request<PageResult<AdminPsychologist>>('GET /api/admin/doctors/get/all', { query: parameters });
}

export const psychologistsPageQueryOptions = (listQuery: ListQuery) => queryOptions({ queryKey: queryKeys.admin.doctors.page(listQuery), queryFn: () => getPsychologistsPage(listQuery) });

/** GET /admin/doctors/{id}/credits/load: the completed consultations, per month. */
export async function getPsychologistCredits(psychologistId: string) {
  const { doctorCredits: psychologistCredits } = await request<{ doctorCredits: PsychologistCredits }>(apiRoute('GET /api/admin/doctors/{id}/credits/load', { id: psychologistId }));
  return psychologistCredits;
}

export const psychologistCreditsQueryOptions = (psychologistId: string) =>
  queryOptions({ queryKey: queryKeys.admin.doctors.credits(psychologistId), queryFn: () => getPsychologistCredits(psychologistId) });
