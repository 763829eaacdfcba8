import { useMutation } from '@tanstack/react-query';
import type { TokenCreateAnswer } from '@parenthese/shared';
import { apiRoute, request } from '@/lib/http-client';

/**
 * POST /api/account/invitation/accept/{token}: the password chosen. An employee gets a session; a
 * psychologist or an administrator the sign-in's enrolment challenge (second factor first).
 */
export function acceptInvitation({ invitationToken, ...body }: { invitationToken: string; password: string; contactEmail?: string }) {
  return request<TokenCreateAnswer>(apiRoute('POST /api/account/invitation/accept/{invitationToken}', { invitationToken }), { body, isAuthenticated: false });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
