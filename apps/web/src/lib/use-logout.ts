import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@parenthese/shared';
import { clearSession } from '@/lib/session';

/** Logout: the session and every cached answer go, then the home page (spec section 2). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    clearSession();
    queryClient.clear();
    navigate(paths.home, { replace: true });
  }, [navigate, queryClient]);
}
