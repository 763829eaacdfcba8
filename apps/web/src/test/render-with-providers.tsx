import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import type { EmployeeAccountDetails, EmployeeConsultation } from '@parenthese/shared';
import { TooltipProvider } from '@/components/ui/tooltip';
import { Toaster } from '@/components/ui/sonner-toaster';

/** Shows where the app went, so a test can read the current path and query. */
function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a screen at a path with the app's providers, a toaster and a location probe; `otherRoutes` are the pages it may lead to. */
export function renderWithProviders(element: ReactElement, options: { path?: string; route?: string; otherRoutes?: RouteObject[] } = {}) {
  const { path = '/', route = path, otherRoutes = [] } = options;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {element}
            <CurrentLocation />
          </>
        ),
      },
      ...otherRoutes,
      { path: '*', element: <CurrentLocation /> },
    ],
    { initialEntries: [route] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <RouterProvider router={router} />
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient, router };
}

/** A page rendered at its own path. */
export const renderPage = (element: ReactElement, path = '/') => renderWithProviders(element, { path });

export function signInAsEmployee() {
  localStorage.setItem('authToken', JSON.stringify({ token: 't', login: 'demo.salarie', role: 'EMPLOYEE', firstConnexion: false, expiration: Date.now() + 86_400_000 }));
}

export function signInAsPsychologist() {
  localStorage.setItem('authToken', JSON.stringify({ token: 't', login: 'psy@example.fr', role: 'DOCTOR', firstConnexion: false, expiration: Date.now() + 86_400_000 }));
}

/** A signed-in employee's profile as the employee service returns it. */
export const employeeDetails = (overrides: Partial<EmployeeAccountDetails> = {}): EmployeeAccountDetails => ({
  mail: 'salarie@demo.fr',
  firstName: 'Léa',
  lastName: 'Moreau',
  phoneNumber: '0612345678',
  username: 'demo.salarie',
  availableCredits: 2,
  creditsFromCompany: 3,
  companyName: 'Entreprise Démo',
  service: 'Comptabilité',
  job: 'Comptable',
  ...overrides,
});

/** One of the employee's consultations, an hour long from `start`, as the consultation list returns it. */
export function employeeConsultation(id: string, start: Date, overrides: Partial<EmployeeConsultation> = {}): EmployeeConsultation {
  return {
    meetingId: id,
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + 3_600_000).toISOString(),
    meetingStatus: 'BOOKED',
    meetingType: 'TEAMS',
    doctorCategoryName: 'Psychologue du travail',
    subject: 'Consultation anonyme',
    meetingLink: 'https://meet.jit.si/parenthese-abc',
    rating: null,
    isLateCancellation: false,
    doctorDecision: 'ACCEPTED',
    cancelledBy: null,
    moveCount: 0,
    doctorNoShowReported: false,
    employeeNoShowReported: false,
    psychologist: { presentationId: null, title: 'Votre psychologue', presentation: null },
    ...overrides,
  };
}
