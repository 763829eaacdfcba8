import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths, type SuccessResponse } from '@parenthese/shared';
import { rememberAdminRole } from '@/lib/admin-shell-hint';
import { request } from '@/lib/http-client';
import { clearSession, readSession } from '@/lib/session';

/** How long « Déconnexion » waits for the server before ending the session here anyway. */
export const SIGN_OUT_TIMEOUT_MS = 4_000;

/**
 * Ends the session on the server (POST /api/token/revoke), so the token stops working everywhere. A
 * failure is not the user's concern: an unreachable server, or a session it had already ended.
 */
async function endSessionOnServer() {
  if (!readSession()) return;
  try {
    await request<SuccessResponse>('POST /api/token/revoke', { timeoutMs: SIGN_OUT_TIMEOUT_MS, isUnauthorizedHandled: false });
  } catch {
    // The local session goes below all the same; the token then lapses by itself at its expiry.
  }
}

/** Logout: the session ends on the server, then here with every cached answer, then the home page (spec section 2). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await endSessionOnServer();
    clearSession();
    // The next person to sign in on this browser gets the shell of no role until theirs is known.
    rememberAdminRole(undefined);
    queryClient.clear();
    navigate(paths.home, { replace: true });
  }, [navigate, queryClient]);
}
