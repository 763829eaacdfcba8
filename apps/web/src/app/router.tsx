import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { paths, routePatterns } from '@parenthese/shared';
import { AppLoading } from './app-loading';
import { ErrorScreen } from './error-screens';
import { RootLayout } from './layout/root-layout';
import { RouteGuard } from './route-guard';
import { setUnauthorizedHandler } from '@/lib/http-client';
import type { PrefetchedPage } from './prefetched-pages';

/** A route's component loaded from a feature's public entry on first visit. */
function page<Module extends Record<string, unknown>>(load: () => Promise<Module>, name: keyof Module & string) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

/** The legal pages' one chunk, imported from one place (each import() costs '/' its list of preloads). */
const legalPage = (name: 'PrivacyPage' | 'LegalNoticePage' | 'AccessibilityPage' | 'TermsOfUsePage') => page(() => import('@/features/legal'), name);

/** The pages reading the API through TanStack Query sit under this layout, which brings its provider. */
const queryLayout = async () => ({ Component: (await import('./query-client')).QueryLayout });

/**
 * A signed-in page's route loader: starts the page's first API reads as the route is matched, while its chunks
 * download (app/prefetch-reads.ts, which checks the session). A chunk that fails here fails again when the
 * page renders, where the error screen handles it.
 */
const prefetchReads =
  (page: PrefetchedPage) =>
  ({ request }: { request: Request }) => {
    void import('./prefetch-reads').then((module) => module.prefetchReads(page, new URL(request.url))).catch(() => undefined);
    return null;
  };

/** The administration's chunk, imported from one place (each import() costs '/' its list of preloads). */
const loadAdmin = () => import('@/features/admin');

/** The route table of spec section 2. Each area is its own chunk, loaded on first visit. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <AppLoading />,
    children: [
      { index: true, lazy: page(() => import('@/features/public'), 'LandingPage') },
      { path: paths.index, lazy: page(() => import('@/features/public'), 'LandingPage') },
      // The demo request form reads no query: outside the query layout, /contact hydrates without TanStack Query.
      { path: paths.contact, lazy: page(() => import('@/features/contact'), 'ContactPage') },
      {
        lazy: queryLayout,
        children: [
          { path: paths.resetPasswordWithoutToken, lazy: page(() => import('@/features/auth'), 'ResetPasswordPage') },
          { path: routePatterns.resetPassword, lazy: page(() => import('@/features/auth'), 'ResetPasswordPage') },
          { path: routePatterns.confirmEmailChange, lazy: page(() => import('@/features/auth'), 'ConfirmEmailChangePage') },
          { path: routePatterns.confirmContactEmail, lazy: page(() => import('@/features/auth'), 'ConfirmContactEmailPage') },
          { path: routePatterns.refuseEmailChange, lazy: page(() => import('@/features/auth'), 'RefuseEmailChangePage') },
          { path: routePatterns.refuseSecondFactorReset, lazy: page(() => import('@/features/auth'), 'RefuseSecondFactorResetPage') },
          { path: routePatterns.undoEmailChange, lazy: page(() => import('@/features/auth'), 'UndoEmailChangePage') },
          { path: routePatterns.acceptInvitation, lazy: page(() => import('@/features/auth'), 'AcceptInvitationPage') },
          // The pages the law expects (issue 26), public, one chunk: linked from every page's footer.
          { path: paths.privacy, lazy: legalPage('PrivacyPage') },
          { path: paths.legalNotice, lazy: legalPage('LegalNoticePage') },
          { path: paths.accessibility, lazy: legalPage('AccessibilityPage') },
          { path: paths.termsOfUse, lazy: legalPage('TermsOfUsePage') },
          {
            element: <RouteGuard roles={['DOCTOR', 'EMPLOYEE', 'ADMIN']} />,
            children: [{ path: paths.firstConnection, lazy: page(() => import('@/features/auth'), 'FirstConnectionPage') }],
          },
          {
            element: <RouteGuard roles={['ADMIN']} />,
            children: [
              {
                path: paths.admin,
                loader: prefetchReads('admin'),
                lazy: page(loadAdmin, 'AdminPage'),
              },
              { path: routePatterns.psychologistBilling, lazy: page(loadAdmin, 'PsychologistBillingPage') },
            ],
          },
          {
            element: <RouteGuard roles={['DOCTOR']} />,
            children: [
              {
                path: paths.psyProfile,
                loader: prefetchReads('psyProfile'),
                lazy: page(() => import('@/features/psychologist/profile'), 'PsychologistProfilePage'),
              },
              {
                path: paths.psyCalendar,
                loader: prefetchReads('psyCalendar'),
                lazy: page(() => import('@/features/psychologist/calendar'), 'PsychologistCalendarPage'),
              },
              {
                path: paths.psyWorkingHours,
                loader: prefetchReads('psyWorkingHours'),
                lazy: page(() => import('@/features/psychologist/working-hours'), 'WorkingHoursPage'),
              },
            ],
          },
          {
            element: <RouteGuard roles={['EMPLOYEE']} />,
            children: [
              { path: paths.employeeHome, loader: prefetchReads('employeeBooking'), lazy: page(() => import('@/features/employee/booking'), 'BookingPage') },
              { path: paths.employeeBooking, loader: prefetchReads('employeeBooking'), lazy: page(() => import('@/features/employee/booking'), 'BookingPage') },
              { path: paths.employeeProfile, loader: prefetchReads('employeeProfile'), lazy: page(() => import('@/features/employee/profile'), 'EmployeeProfilePage') },
              { path: routePatterns.waitingListOffer, lazy: page(() => import('@/features/employee/waiting-list'), 'WaitingListOfferPage') },
              {
                path: paths.employeeConsultations,
                loader: prefetchReads('employeeConsultations'),
                lazy: page(() => import('@/features/employee/consultations'), 'EmployeeConsultationsPage'),
              },
            ],
          },
        ],
      },
      { path: '*', lazy: page(() => import('./not-found-page'), 'NotFoundPage') },
    ],
  },
];

/**
 * `prerendered`: the router hydrates HTML the build wrote (main.tsx). As for a server-rendered page, its first
 * render then leaves the scroll alone: a reader who had scrolled down while the scripts loaded was thrown back to
 * the top, and a tap on a footer link landed on the page behind it. (A reload's position is the browser's: the
 * router hands the scroll back to it as the page goes.)
 */
export function createAppRouter({ prerendered = false } = {}) {
  const router = createBrowserRouter(routes, prerendered ? { hydrationData: {} } : undefined);
  // A 401 goes to / without reloading the page (which would lose the expiry notice), from the first
  // request on: the employee pages' loaders read before the layout mounts (it registers the same).
  setUnauthorizedHandler(() => void router.navigate(paths.home, { replace: true }));
  return router;
}

/** The route modules of a path's matches (a page's chunks), each loaded once: the browser caches imports. */
export function loadRouteModules(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.flatMap(({ route }) => (typeof route.lazy === 'function' ? [{ route, module: route.lazy() }] : []));
}

/**
 * Resolves the lazy routes a path matches, in place, before the router is made: it then renders the page
 * at once (hydrating prerendered HTML) rather than its loading screen.
 */
export async function loadMatchedRoutes(pathname: string) {
  await Promise.all(
    loadRouteModules(pathname).map(async ({ route, module }) => {
      Object.assign(route, await module, { lazy: undefined });
    }),
  );
}
