import { Navigate, Outlet, useLocation } from 'react-router';
import type { Role } from '@parenthese/shared';
import { useSession, type Session } from '@/lib/session';

export const FIRST_CONNECTION_PATH = '/first-connection';

/** Where the guard sends a visitor, or null when the page may show (spec section 2). */
export function guardRedirect(session: Session | null, pathname: string, roles: readonly Role[]): string | null {
  if (!session) return '/';
  if (session.firstConnexion && pathname !== FIRST_CONNECTION_PATH) return FIRST_CONNECTION_PATH;
  if (roles.length > 0 && !roles.includes(session.role)) return '/';
  return null;
}

/** Wraps the routes that need a signed-in user, optionally of given roles. */
export function RouteGuard({ roles = [] }: { roles?: readonly Role[] }) {
  const session = useSession();
  const location = useLocation();
  const redirect = guardRedirect(session, location.pathname, roles);
  if (redirect) return <Navigate to={redirect} replace />;
  return <Outlet />;
}
