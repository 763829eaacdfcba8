import type { QueryClient } from '@tanstack/react-query';
import { readSession } from '@/lib/session';
import { prefetchedPageRoles, type PrefetchedPage } from './prefetched-pages';

/**
 * A signed-in page's first API reads, started by its route's loader as the route is matched (app/router.tsx),
 * while its chunks download (the page's HTML preloads them, this module with them), instead of once the page
 * has rendered: the round trip overlaps the download. Only for a signed-in user of the page's role past first
 * connection; the guard still decides what shows. A module of its own, so the entry (what '/' downloads)
 * carries one import() for every page instead of their reads.
 */
const pages = {
  employeeBooking: {
    prefetch: async (queryClient: QueryClient) => void queryClient.prefetchQuery((await import('@/features/employee/shared/first-reads')).employeeDetailsQueryOptions()),
  },
  employeeProfile: {
    prefetch: async (queryClient: QueryClient) => void queryClient.prefetchQuery((await import('@/features/employee/shared/first-reads')).employeeDetailsQueryOptions()),
  },
  employeeConsultations: {
    prefetch: async (queryClient: QueryClient) => {
      const employee = await import('@/features/employee/shared/first-reads');
      void queryClient.prefetchQuery(employee.employeeDetailsQueryOptions());
      void queryClient.prefetchQuery(employee.employeeConsultationsQueryOptions());
    },
  },
  psyProfile: { prefetch: async (queryClient: QueryClient) => (await import('@/features/psychologist/profile')).prefetchProfileReads(queryClient) },
  psyCalendar: { prefetch: async (queryClient: QueryClient) => (await import('@/features/psychologist/calendar')).prefetchCalendarReads(queryClient) },
  psyWorkingHours: { prefetch: async (queryClient: QueryClient) => (await import('@/features/psychologist/working-hours')).prefetchWorkingHoursReads(queryClient) },
  admin: {
    prefetch: async (queryClient: QueryClient, url: URL) => (await import('@/features/admin')).prefetchAdminReads(queryClient, url.searchParams),
  },
} satisfies Record<PrefetchedPage, { prefetch: (queryClient: QueryClient, url: URL) => Promise<void> }>;

/** `url`: the address being opened (the loader's request: the browser's address still shows the previous page). */
export async function prefetchReads(page: PrefetchedPage, url: URL) {
  const session = readSession();
  if (session?.role !== prefetchedPageRoles[page] || session.firstConnexion) return;
  await pages[page].prefetch((await import('./query-client')).queryClient, url);
}
