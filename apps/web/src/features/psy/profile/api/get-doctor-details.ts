import { useQuery } from '@tanstack/react-query';
import type { DoctorAccountDetails } from '@parenthese/shared';
import { request } from '@/lib/http-client';

export const doctorDetailsQueryKey = ['doctor', 'account-details'] as const;

export function getDoctorDetails() {
  return request<DoctorAccountDetails>('/doctor/account/details');
}

export function useDoctorDetails() {
  return useQuery({ queryKey: doctorDetailsQueryKey, queryFn: getDoctorDetails });
}
