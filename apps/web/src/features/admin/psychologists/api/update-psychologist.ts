import type { AdminPsychologist, PsychologistUpdateRequest } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';
import { usePsychologistMutation } from './use-psychologist-mutation';

/** The password is sent empty: the psychologist chooses theirs at first connection. */
export function updatePsychologist({ doctorId: psychologistId, ...fields }: Omit<PsychologistUpdateRequest, 'password'> & { doctorId: string }) {
  return request<AdminPsychologist>(apiRoute('PUT /api/admin/doctors/update/{id}', { id: psychologistId }), { body: { ...fields, password: '' } });
}

export const useUpdatePsychologist = () => usePsychologistMutation(updatePsychologist);
