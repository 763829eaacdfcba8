import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLoading } from './app-loading';
import { ErrorScreen, NotFoundPage } from './error-screens';
import { RootLayout } from './layout/root-layout';
import { RouteGuard } from './route-guard';

/** A route's component loaded from a feature's public entry on first visit. */
function page<Module extends Record<string, unknown>>(load: () => Promise<Module>, name: keyof Module & string) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

/** The route table of spec section 2. Each area is its own chunk, loaded on first visit. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <AppLoading />,
    children: [
      { index: true, lazy: page(() => import('@/features/public'), 'LandingPage') },
      { path: 'index', lazy: page(() => import('@/features/public'), 'LandingPage') },
      { path: 'contact', lazy: page(() => import('@/features/contact'), 'ContactPage') },
      { path: 'reset-password', lazy: page(() => import('@/features/auth'), 'ResetPasswordPage') },
      { path: 'reset-password/:resetToken', lazy: page(() => import('@/features/auth'), 'ResetPasswordPage') },
      {
        element: <RouteGuard roles={['DOCTOR', 'EMPLOYEE', 'ADMIN']} />,
        children: [{ path: 'first-connection', lazy: page(() => import('@/features/auth'), 'FirstConnectionPage') }],
      },
      {
        element: <RouteGuard roles={['ADMIN']} />,
        children: [
          { path: 'account/admin', lazy: page(() => import('@/features/admin'), 'AdminPage') },
          { path: 'account/admin/:psychologistId', lazy: page(() => import('@/features/admin'), 'PsychologistBillingPage') },
        ],
      },
      {
        element: <RouteGuard roles={['DOCTOR']} />,
        children: [
          { path: 'account/psy/profile', lazy: page(() => import('@/features/psy/profile'), 'PsyProfilePage') },
          { path: 'account/psy/calendar', lazy: page(() => import('@/features/psy/calendar'), 'PsyCalendarPage') },
          { path: 'account/psy/working-hours', lazy: page(() => import('@/features/psy/working-hours'), 'WorkingHoursPage') },
        ],
      },
      {
        element: <RouteGuard roles={['EMPLOYEE']} />,
        children: [
          { path: 'account/employee', lazy: page(() => import('@/features/employee/booking'), 'BookingPage') },
          { path: 'employee/appointment', lazy: page(() => import('@/features/employee/booking'), 'BookingPage') },
          { path: 'account/employee/profile', lazy: page(() => import('@/features/employee/profile'), 'EmployeeProfilePage') },
          { path: 'account/employee/appointments', lazy: page(() => import('@/features/employee/appointments'), 'EmployeeAppointmentsPage') },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
