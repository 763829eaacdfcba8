import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PasswordResetCheckResponse } from '@parenthese/shared';
import { apiRoute, HttpError, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/account/password/reset/check/{token}: whether the link can still be used (nothing is spent). */
export async function checkResetLink(resetToken: string): Promise<PasswordResetCheckResponse> {
  try {
    return await request<PasswordResetCheckResponse>(apiRoute('GET /api/account/password/reset/check/{resetToken}', { resetToken }), { isAuthenticated: false });
  } catch (error) {
    // A malformed token is refused with 400: for the visitor it is just an invalid link.
    if (error instanceof HttpError && error.status === 400) return { isValid: false };
    throw error;
  }
}

export const resetLinkQueryOptions = (resetToken: string) =>
  queryOptions({ queryKey: queryKeys.auth.resetLink(resetToken), queryFn: () => checkResetLink(resetToken), retry: false, staleTime: Infinity });

export function useResetLinkCheck(resetToken: string | undefined) {
  return useQuery({ ...resetLinkQueryOptions(resetToken ?? ''), enabled: Boolean(resetToken) });
}
