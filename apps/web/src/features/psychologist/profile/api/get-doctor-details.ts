import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DoctorAccountDetails } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

export function getDoctorDetails() {
  return request<DoctorAccountDetails>('GET /api/doctor/account/details');
}

export const doctorDetailsQueryOptions = () => queryOptions({ queryKey: queryKeys.doctor.details, queryFn: getDoctorDetails });

export function useDoctorDetails() {
  return useQuery(doctorDetailsQueryOptions());
}
