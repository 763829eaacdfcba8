import { apiRoute, request } from '@/lib/http-client';
import { usePsychologistMutation } from './use-psychologist-mutation';

/** Refused with a 409 while consultations are upcoming, or when the psychologist has a history. */
export function deletePsychologist(psychologistId: string) {
  return request<unknown>(apiRoute('DELETE /api/admin/doctors/delete/{id}', { id: psychologistId }));
}

export const useDeletePsychologist = () => usePsychologistMutation(deletePsychologist);
