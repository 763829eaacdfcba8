import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PsychologistAccountDetails, PsychologistAccountUpdateRequest } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { psychologistDetailsQueryOptions } from './get-psychologist-details';

export function updatePsychologistDetails(body: PsychologistAccountUpdateRequest) {
  return request<PsychologistAccountDetails>('POST /api/doctor/account/details/update', { body });
}

/** The whole record as the update call wants it (spec section 7), from what is on screen. */
export function updateRequestFrom(details: PsychologistAccountDetails, changes: Partial<PsychologistAccountUpdateRequest> = {}): PsychologistAccountUpdateRequest {
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

export function useUpdatePsychologistDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePsychologistDetails,
    onSuccess: (details) => queryClient.setQueryData(psychologistDetailsQueryOptions().queryKey, details),
  });
}
