import type { AdminDoctor } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { useDoctorMutation } from './use-doctor-mutation';

/** POST /admin/doctors/{id}/temporary-password: a new temporary password, for a psychologist still on first connection. */
export async function issueDoctorTemporaryPassword(doctorId: string) {
  const { doctor } = await request<{ doctor: AdminDoctor }>(`/admin/doctors/${encodeURIComponent(doctorId)}/temporary-password`, { method: 'POST' });
  return doctor;
}

export const useIssueDoctorTemporaryPassword = () => useDoctorMutation(issueDoctorTemporaryPassword);
