import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/http-client';

/** POST /admin/accounts/:userId/second-factor/reset (TECH only): the owner enrols again at next sign-in, is mailed, and is signed out. */
export function resetSecondFactor(userId: string) {
  return request<unknown>(`/admin/accounts/${encodeURIComponent(userId)}/second-factor/reset`, { method: 'POST' });
}

export function useResetSecondFactor() {
  return useMutation({ mutationFn: resetSecondFactor });
}
