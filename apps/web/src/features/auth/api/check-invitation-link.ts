import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationCheckResponse } from '@parenthese/shared';
import { apiRoute, HttpError, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/account/invitation/check/{token}: whether the invitation link can be used, and its email (nothing is spent). */
export async function checkInvitationLink(invitationToken: string): Promise<InvitationCheckResponse> {
  try {
    return await request<InvitationCheckResponse>(apiRoute('GET /api/account/invitation/check/{invitationToken}', { invitationToken }), { isAuthenticated: false });
  } catch (error) {
    // A malformed token is refused with 400: for the visitor it is just an invalid link.
    if (error instanceof HttpError && error.status === 400) return { state: 'invalid' };
    throw error;
  }
}

export const invitationLinkQueryOptions = (invitationToken: string) =>
  queryOptions({ queryKey: queryKeys.auth.invitationLink(invitationToken), queryFn: () => checkInvitationLink(invitationToken), retry: false, staleTime: Infinity });

export function useInvitationLinkCheck(invitationToken: string | undefined) {
  return useQuery({ ...invitationLinkQueryOptions(invitationToken ?? ''), enabled: Boolean(invitationToken) });
}
