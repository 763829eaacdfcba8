import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DoctorAccountDetails, DoctorAccountUpdateRequest } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { doctorDetailsQueryOptions } from './get-doctor-details';

export function updateDoctorDetails(body: DoctorAccountUpdateRequest) {
  return request<DoctorAccountDetails>('POST /api/doctor/account/details/update', { body });
}

/** The whole record as the update call wants it (spec section 7), from what is on screen. */
export function updateRequestFrom(details: DoctorAccountDetails, changes: Partial<DoctorAccountUpdateRequest> = {}): DoctorAccountUpdateRequest {
  return {
    adeliNumber: details.adeliNumber,
    mail: details.mail,
    firstName: details.firstName,
    lastName: details.lastName,
    phoneNumber: details.phoneNumber,
    address: details.address,
    doctorCategories: details.doctorCategories,
    phoneEnabled: details.phoneEnabled,
    teamsEnabled: details.teamsEnabled,
    meetsEnabled: false,
    zoomEnabled: false,
    ...changes,
  };
}

export function useUpdateDoctorDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDoctorDetails,
    onSuccess: (details) => queryClient.setQueryData(doctorDetailsQueryOptions().queryKey, details),
  });
}
