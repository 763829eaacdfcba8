import type { QueryClient } from '@tanstack/react-query';
import { ADMIN_VIEWS, type AdminView } from '@parenthese/shared';
import { readListQuery } from '@/components/list-view';
import { currentAdminQueryOptions } from './api/get-current-admin';
import { adminsPageQueryOptions } from './admins/api/get-admins';
import { companiesPageQueryOptions } from './companies/api/get-companies';
import { psychologistsPageQueryOptions } from './psychologists/api/get-psychologists';
import { preloadSection } from './sections';

/** The first page of the sections drawn as a list, as the list asks it (the address's search and page). */
const firstLists: Partial<Record<AdminView, (queryClient: QueryClient, searchParams: URLSearchParams) => void>> = {
  // `?company=` opens a company's detail instead of the list.
  companies: (queryClient, searchParams) => !searchParams.has('company') && void queryClient.prefetchQuery(companiesPageQueryOptions(readListQuery(searchParams))),
  psychologists: (queryClient, searchParams) => void queryClient.prefetchQuery(psychologistsPageQueryOptions(readListQuery(searchParams))),
  admins: (queryClient, searchParams) => void queryClient.prefetchQuery(adminsPageQueryOptions(readListQuery(searchParams))),
};

/**
 * The administration's first reads, started by the route's loader: the administrator, the asked section's code
 * and, for a list, its first page, all while the page's chunks download. A section needing a permission is
 * downloaded too: its code is no secret, and the server refuses its reads to whoever may not open it.
 */
export function prefetchAdminReads(queryClient: QueryClient, searchParams: URLSearchParams) {
  void queryClient.prefetchQuery(currentAdminQueryOptions());
  const asked = searchParams.get('view');
  const view: AdminView = (ADMIN_VIEWS as readonly string[]).includes(asked ?? '') ? (asked as AdminView) : 'companies';
  preloadSection(view);
  firstLists[view]?.(queryClient, searchParams);
}
