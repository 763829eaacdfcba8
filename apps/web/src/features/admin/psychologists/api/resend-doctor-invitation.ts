import type { AdminDoctor } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { useDoctorMutation } from './use-doctor-mutation';

/** POST /admin/doctors/{id}/invitation/resend: a new activation link mailed, the former one dead. */
export async function resendDoctorInvitation(doctorId: string) {
  const { doctor } = await request<{ doctor: AdminDoctor }>(`/admin/doctors/${encodeURIComponent(doctorId)}/invitation/resend`, { method: 'POST' });
  return doctor;
}

export const useResendDoctorInvitation = () => useDoctorMutation(resendDoctorInvitation);
