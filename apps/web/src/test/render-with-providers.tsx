import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { TooltipProvider } from '@/components/ui/tooltip';
import { Toaster } from '@/components/ui/toaster';

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
  const { path = '/', route = '/' } = options;
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

type FakeRoute = { method?: string; path: string; status?: number; body?: unknown; delayMs?: number; networkError?: boolean };

/** Replaces fetch with fixed answers per path; returns the recorded calls. */
export function fakeApi(routes: FakeRoute[]) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const route = routes.find((candidate) => url.startsWith(candidate.path) && (candidate.method ?? method) === method);
    if (!route) return new Response(JSON.stringify({ message: 'introuvable' }), { status: 404 });
    if (route.delayMs) await new Promise((resolve) => setTimeout(resolve, route.delayMs));
    if (route.networkError) throw new TypeError('fetch failed');
    return new Response(JSON.stringify(route.body ?? {}), { status: route.status ?? 200 });
  };
  return { calls, fetchMock };
}
