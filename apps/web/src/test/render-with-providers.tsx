import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { EmployeeAccountDetails, EmployeeMeeting } from '@parenthese/shared';
import { TooltipProvider } from '@/components/ui/tooltip';
import { Toaster } from '@/components/ui/sonner-toaster';

// Toasts live in a module-wide store: each test starts with none.
afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

/** Shows where the app went, so a test can read the current path and query. */
function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a screen at a path with the app's providers, a toaster and a location probe. */
export function renderWithProviders(element: ReactElement, options: { path?: string; route?: string } = {}) {
  const { path = '/', route = path } = options;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element: <>{element}<CurrentLocation /></> },
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

type FakeRoute = {
  /** Any method when omitted. */
  method?: string;
  /** A URL prefix or suffix, or a pattern. */
  path: string | RegExp;
  status?: number;
  body?: unknown;
  delayMs?: number;
  networkError?: boolean;
};

/**
 * Replaces fetch with fixed answers per path and records the calls. The last matching route wins,
 * so a test can push a new answer mid-way; an unknown path answers 404.
 */
export function fakeApi(routes: FakeRoute[]) {
  const calls: Array<{ method: string; url: string; path: string; body: unknown }> = [];
  const matches = (route: FakeRoute, url: string, method: string) =>
    (route.method ?? method) === method && (typeof route.path === 'string' ? url.startsWith(route.path) || url.endsWith(route.path) : route.path.test(url));
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    // A FormData (an upload) is kept as is for the test to read.
    calls.push({ method, url, path: url, body: init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined });
    const route = [...routes].reverse().find((candidate) => matches(candidate, url, method));
    if (!route) return new Response(JSON.stringify({ message: 'introuvable' }), { status: 404 });
    if (route.delayMs) await new Promise((resolve) => setTimeout(resolve, route.delayMs));
    if (route.networkError) throw new TypeError('fetch failed');
    return new Response(JSON.stringify(route.body ?? {}), { status: route.status ?? 200, headers: { 'content-type': 'application/json' } });
  };
  return { calls, fetchMock, routes };
}

export function signInAsEmployee() {
  localStorage.setItem('authToken', JSON.stringify({ token: 't', login: 'demo.salarie', role: 'EMPLOYEE', firstConnexion: false, expiration: Date.now() + 86_400_000 }));
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

/** One of the employee's consultations, an hour long from `start`, as the meeting list returns it. */
export function employeeMeeting(id: string, start: Date, overrides: Partial<EmployeeMeeting> = {}): EmployeeMeeting {
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
    ...overrides,
  };
}
