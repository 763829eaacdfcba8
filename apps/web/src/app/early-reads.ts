import type { Role } from '@parenthese/shared';
import { plainRouteUrl, type PlainRoute } from '@/lib/http-client';
import { prefetchedPageRoles, type PrefetchedPage } from './prefetched-pages';

/**
 * Each signed-in page's first reads that its address alone determines: its HTML starts them as it is parsed
 * (packages/shared/src/contracts/early-reads.ts), before any script, and the page's own reads (its route's
 * loader, app/prefetch-reads.ts) take their answers. The others (a week's planning, a list's page) are computed
 * by the page's code and leave with its loader. app/early-reads.test.ts checks that each one is a read the page does.
 */
const earlyReads = {
  employeeBooking: ['GET /api/employee-service/employee/account/details'],
  employeeProfile: ['GET /api/employee-service/employee/account/details'],
  employeeConsultations: ['GET /api/employee-service/employee/account/details', 'GET /api/employee-service/meeting/load'],
  psyProfile: ['GET /api/doctor/account/details'],
  psyCalendar: ['GET /api/doctor/meetings/awaiting'],
  psyWorkingHours: [],
  admin: ['GET /api/admin/admins/get/me'],
} satisfies Record<PrefetchedPage, PlainRoute[]>;

/** What a page's shell starts: for a session of `role`, the URLs of `urls`; null when it starts nothing. */
export function earlyReadsOf(page: PrefetchedPage): { role: Role; urls: string[] } | null {
  const routes: PlainRoute[] = earlyReads[page];
  return routes.length === 0 ? null : { role: prefetchedPageRoles[page], urls: routes.map(plainRouteUrl) };
}
