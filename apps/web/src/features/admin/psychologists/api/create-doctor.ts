import type { AdminDoctor, DoctorCreateRequest } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { useDoctorMutation } from './use-doctor-mutation';

/** The answer carries the temporary password to hand over. */
export async function createDoctor(body: DoctorCreateRequest) {
  const { doctor } = await request<{ doctor: AdminDoctor }>('POST /api/admin/doctors/create', { body });
  return doctor;
}

export const useCreateDoctor = () => useDoctorMutation(createDoctor);
