import { createBrowserRouter, type RouteObject } from 'react-router';
import { AdminPage, PsychologistBillingPage } from '@/features/admin';
import { FirstConnectionPage, ResetPasswordPage } from '@/features/auth';
import { ContactPage } from '@/features/contact';
import { EmployeeAppointmentsPage } from '@/features/employee/appointments';
import { BookingPage } from '@/features/employee/booking';
import { EmployeeProfilePage } from '@/features/employee/profile';
import { PsyCalendarPage } from '@/features/psy/calendar';
import { PsyProfilePage } from '@/features/psy/profile';
import { WorkingHoursPage } from '@/features/psy/working-hours';
import { LandingPage } from '@/features/public';
import { ErrorScreen, NotFoundPage } from './error-screens';
import { RootLayout } from './layout/root-layout';
import { RouteGuard } from './route-guard';

/** The route table of spec section 2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'index', element: <LandingPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'reset-password/:resetToken', element: <ResetPasswordPage /> },
      {
        element: <RouteGuard roles={['DOCTOR', 'EMPLOYEE', 'ADMIN']} />,
        children: [{ path: 'first-connection', element: <FirstConnectionPage /> }],
      },
      {
        element: <RouteGuard roles={['ADMIN']} />,
        children: [
          { path: 'account/admin', element: <AdminPage /> },
          { path: 'account/admin/:psychologistId', element: <PsychologistBillingPage /> },
        ],
      },
      {
        element: <RouteGuard roles={['DOCTOR']} />,
        children: [
          { path: 'account/psy/profile', element: <PsyProfilePage /> },
          { path: 'account/psy/calendar', element: <PsyCalendarPage /> },
          { path: 'account/psy/working-hours', element: <WorkingHoursPage /> },
        ],
      },
      {
        element: <RouteGuard roles={['EMPLOYEE']} />,
        children: [
          { path: 'account/employee', element: <BookingPage /> },
          { path: 'employee/appointment', element: <BookingPage /> },
          { path: 'account/employee/profile', element: <EmployeeProfilePage /> },
          { path: 'account/employee/appointments', element: <EmployeeAppointmentsPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
