import type { AdminDoctor } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';
import { useDoctorMutation } from './use-doctor-mutation';

/** POST /admin/doctors/{id}/invitation/resend: a new activation link mailed, the former one dead. */
export async function resendDoctorInvitation(doctorId: string) {
  const { doctor } = await request<{ doctor: AdminDoctor }>(apiRoute('POST /api/admin/doctors/{id}/invitation/resend', { id: doctorId }));
  return doctor;
}

export const useResendDoctorInvitation = () => useDoctorMutation(resendDoctorInvitation);
