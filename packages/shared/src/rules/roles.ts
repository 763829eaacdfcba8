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
