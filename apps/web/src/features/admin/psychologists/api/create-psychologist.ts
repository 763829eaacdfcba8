import type { AdminPsychologist, PsychologistCreateRequest } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { usePsychologistMutation } from './use-psychologist-mutation';

/** The answer carries the temporary password to hand over. */
export async function createPsychologist(body: PsychologistCreateRequest) {
  const { doctor: psychologist } = await request<{ doctor: AdminPsychologist }>('POST /api/admin/doctors/create', { body });
  return psychologist;
}

export const useCreatePsychologist = () => usePsychologistMutation(createPsychologist);
