import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TooltipProvider } from '@/components/ui/tooltip';
import { Toaster } from '@/components/ui/toaster';

/** Renders a page at a path with a fresh query cache, the router, tooltips and toasts. */
export function renderPage(element: ReactElement, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>Autre page</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <RouterProvider router={router} />
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

type Route = { method?: string; path: string | RegExp; status?: number; body: unknown };

/** Answers fetch calls by path; every call is recorded. An unexpected call fails loudly. */
export function mockApi(routes: Route[]) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url, body });
    const route = [...routes].reverse().find((candidate) => (candidate.method ?? 'GET') === method && (typeof candidate.path === 'string' ? url.endsWith(candidate.path) : candidate.path.test(url)));
    if (!route) throw new Error(`Appel inattendu : ${method} ${url}`);
    return new Response(JSON.stringify(route.body), { status: route.status ?? 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetchMock, calls, routes };
}

export function signInAsEmployee() {
  localStorage.setItem('authToken', JSON.stringify({ token: 't', login: 'demo.salarie', role: 'EMPLOYEE', firstConnexion: false, expiration: Date.now() + 86_400_000 }));
}
