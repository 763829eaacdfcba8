import type { Role } from '@parenthese/shared';

/**
 * The signed-in pages whose first reads start before they render, and whose: their reads start only for a session
 * of that role (app/prefetch-reads.ts from the route's loader, app/early-reads.ts from the page's HTML).
 */
export const prefetchedPageRoles = {
  employeeBooking: 'EMPLOYEE',
  employeeProfile: 'EMPLOYEE',
  employeeConsultations: 'EMPLOYEE',
  psyProfile: 'DOCTOR',
  psyCalendar: 'DOCTOR',
  psyWorkingHours: 'DOCTOR',
  admin: 'ADMIN',
} as const satisfies Record<string, Role>;

export type PrefetchedPage = keyof typeof prefetchedPageRoles;
