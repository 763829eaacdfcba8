import { Navigate, Outlet, useLocation } from 'react-router';
import { paths, type Role } from '@parenthese/shared';
import { hasSignedOutInThisTab, useSession, type Session } from '@/lib/session';
import { signInReturnState } from '@/lib/sign-in-return';

/** Where the guard sends a visitor, or null when the page may show (spec section 2). */
export function guardRedirect(session: Session | null, pathname: string, roles: readonly Role[]): string | null {
  if (!session) return paths.home;
  if (session.firstConnexion && pathname !== paths.firstConnection) return paths.firstConnection;
  if (roles.length > 0 && !roles.includes(session.role)) return paths.home;
  return null;
}

/** Wraps the routes that need a signed-in user, optionally of given roles. */
export function RouteGuard({ roles = [] }: { roles?: readonly Role[] }) {
  const session = useSession();
  const location = useLocation();
  const redirect = guardRedirect(session, location.pathname, roles);
  // Signed out: '/' opens the sign-in dialog, which returns here (a mail's link must keep its destination);
  // not after « Déconnexion » here, which leaves the page rather than asks for it.
  if (redirect && !session) return <Navigate to={redirect} replace state={hasSignedOutInThisTab() ? undefined : signInReturnState(`${location.pathname}${location.search}`)} />;
  if (redirect) return <Navigate to={redirect} replace />;
  return <Outlet />;
}
