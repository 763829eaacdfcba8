import { apiRoute, request } from '@/lib/http-client';
import { useDoctorMutation } from './use-doctor-mutation';

/** Refused with a 409 while consultations are upcoming, or when the psychologist has a history. */
export function deleteDoctor(doctorId: string) {
  return request<unknown>(apiRoute('DELETE /api/admin/doctors/delete/{id}', { id: doctorId }));
}

export const useDeleteDoctor = () => useDoctorMutation(deleteDoctor);
