import { paths } from '../paths';

export const ROLES = ['ADMIN', 'DOCTOR', 'EMPLOYEE'] as const;
export type Role = (typeof ROLES)[number];

export const ADMIN_ROLES = ['SITE', 'TECH'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const adminRoleLabels: Record<AdminRole, string> = {
  TECH: 'Administrateur technique',
  SITE: 'Administrateur du site',
};

/** Where each role lands after signing in (spec section 2). */
export function landingPathForRole(role: string): string {
  switch (role) {
    case 'ADMIN':
      return paths.adminView('companies');
    case 'DOCTOR':
      return paths.psyProfile;
    case 'EMPLOYEE':
      return paths.employeeProfile;
    default:
      return paths.home;
  }
}

/** The address prefixes of each role's signed-in pages (the router's guards, app/router.tsx). */
const ROLE_PAGE_PREFIXES: Record<Role, readonly string[]> = {
  ADMIN: [paths.admin],
  DOCTOR: ['/account/psy'],
  EMPLOYEE: [paths.employeeHome, paths.employeeBooking],
};

/**
 * Where a sign-in lands: the page asked for before it (a mail's link opened signed out) when it is an
 * address of this site among the role's own pages, else the role's landing page. Never another site
 * (« //ailleurs.fr ») nor another role's page, which its guard would refuse.
 */
export function pathAfterSignIn(role: string, askedPath: string | null | undefined): string {
  const isOwnPage =
    typeof askedPath === 'string' &&
    /^\/(?![/\\])/.test(askedPath) &&
    (ROLE_PAGE_PREFIXES[role as Role] ?? []).some((prefix) => {
      const pathname = askedPath.split(/[?#]/)[0]!;
      return pathname === prefix || pathname.startsWith(`${prefix}/`);
    });
  return isOwnPage ? askedPath : landingPathForRole(role);
}
