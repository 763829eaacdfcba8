import { useMutation } from '@tanstack/react-query';
import type { TokenCreateResponse } from '@parenthese/shared';
import { request } from '@/lib/http-client';

/** POST /api/account/invitation/accept/{token}: the password chosen; the answer is a session, as a sign-in's. */
export function acceptInvitation({ invitationToken, password }: { invitationToken: string; password: string }) {
  return request<TokenCreateResponse>(`/account/invitation/accept/${encodeURIComponent(invitationToken)}`, { method: 'POST', body: { password }, isAuthenticated: false });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
