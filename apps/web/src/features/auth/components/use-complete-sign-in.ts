import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { pathAfterSignIn, paths, type TokenCreateResponse } from '@parenthese/shared';
import { toastError } from '@/components/ui/toaster';
import { storeSession } from '@/lib/session';
import { signInReturnOf } from '@/lib/sign-in-return';
import { MISSING_TOKEN_ERROR, SIGN_IN_ERROR_TITLE } from '../sign-in-error';

/**
 * The end of every sign-in (password alone, code, recovery code, enrolment): store the session and land on the
 * page asked for before it (route-guard.tsx), or else the role's page.
 */
export function useCompleteSignIn(onSignedIn: () => void) {
  const navigate = useNavigate();
  const askedPath = signInReturnOf(useLocation().state);
  const queryClient = useQueryClient();
  return (response: TokenCreateResponse | undefined) => {
    if (!response?.token) {
      toastError(MISSING_TOKEN_ERROR, SIGN_IN_ERROR_TITLE);
      return;
    }
    // Answers cached for a previous account (a session ended by a 401, say) must not leak into this one.
    queryClient.clear();
    // Only the spec's fields are kept (not the recovery codes of an enrolment).
    const session = storeSession({ token: response.token, login: response.login, role: response.role, firstConnexion: response.firstConnexion });
    onSignedIn();
    navigate(session.firstConnexion ? paths.firstConnection : pathAfterSignIn(session.role, askedPath));
  };
}
