import type { AdminPsychologist } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';
import { usePsychologistMutation } from './use-psychologist-mutation';

/** POST /admin/doctors/{id}/invitation/resend: a new activation link mailed, the former one dead. */
export async function resendPsychologistInvitation(psychologistId: string) {
  const { doctor: psychologist } = await request<{ doctor: AdminPsychologist }>(apiRoute('POST /api/admin/doctors/{id}/invitation/resend', { id: psychologistId }));
  return psychologist;
}

export const useResendPsychologistInvitation = () => usePsychologistMutation(resendPsychologistInvitation);
