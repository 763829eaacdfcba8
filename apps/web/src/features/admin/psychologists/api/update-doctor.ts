import type { AdminDoctor, DoctorUpdateRequest } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';
import { useDoctorMutation } from './use-doctor-mutation';

/** The password is sent empty: the psychologist chooses theirs at first connection. */
export function updateDoctor({ doctorId, ...fields }: Omit<DoctorUpdateRequest, 'password'> & { doctorId: string }) {
  return request<AdminDoctor>(apiRoute('PUT /api/admin/doctors/update/{id}', { id: doctorId }), { body: { ...fields, password: '' } });
}

export const useUpdateDoctor = () => useDoctorMutation(updateDoctor);
