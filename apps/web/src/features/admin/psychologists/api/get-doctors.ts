import { queryOptions } from '@tanstack/react-query';
import type { AdminDoctor, DoctorCredits, ListQuery, PageResult } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** One page of the psychologists, searched on names, email and ADELI number by the server. */
export function getDoctorsPage({ search, page, pageSize }: ListQuery) {
  const parameters = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (search) parameters.set('search', search);
  return request<PageResult<AdminDoctor>>('GET /api/admin/doctors/get/all', { query: parameters });
}

export const doctorsPageQueryOptions = (listQuery: ListQuery) => queryOptions({ queryKey: queryKeys.admin.doctors.page(listQuery), queryFn: () => getDoctorsPage(listQuery) });

/** GET /admin/doctors/{id}/credits/load: the completed consultations, per month. */
export async function getDoctorCredits(doctorId: string) {
  const { doctorCredits } = await request<{ doctorCredits: DoctorCredits }>(apiRoute('GET /api/admin/doctors/{id}/credits/load', { id: doctorId }));
  return doctorCredits;
}

export const doctorCreditsQueryOptions = (doctorId: string) => queryOptions({ queryKey: queryKeys.admin.doctors.credits(doctorId), queryFn: () => getDoctorCredits(doctorId) });
