import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchRoutes, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@parenthese/shared';
import { employeeDetails, signInAsEmployee } from '@/test/render-with-providers';
import { apiCalls, apiError, apiHandler, serveApi } from '@/test/fake-api';
import { queryKeys } from '@/lib/query-keys';
import { queryClient } from './query-client';
import { createAppRouter, routes } from './router';

afterEach(() => {
  queryClient.clear();
  localStorage.clear();
});

/** Runs the loaders of the routes a path matches, as the router does when it starts loading the page. */
function matchPage(path: string) {
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (typeof route.loader === 'function') route.loader({ request: new Request(new URL(path, 'http://localhost')), params: {}, context: undefined } as LoaderFunctionArgs);
  }
}

/** Lets the loaders' imports resolve, so a request they would start has started. */
async function settle() {
  await import('./prefetch-reads');
  await Promise.all([import('./query-client'), import('@/features/employee/shared/first-reads')]);
  for (let tick = 0; tick < 3; tick += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

function stubApi() {
  serveApi(apiHandler('GET', '/api/employee-service/employee/account/details', employeeDetails()), apiHandler('GET', '/api/employee-service/meeting/load', { meetings: [] }));
}

describe("an employee page's first reads", () => {
  it.each([
    [paths.employeeHome, ['/api/employee-service/employee/account/details']],
    [paths.employeeBooking, ['/api/employee-service/employee/account/details']],
    [paths.employeeProfile, ['/api/employee-service/employee/account/details']],
    [paths.employeeConsultations, ['/api/employee-service/employee/account/details', '/api/employee-service/meeting/load']],
  ])('start as %s is matched, before its page renders, and fill the cache the page reads', async (path, urls) => {
    signInAsEmployee();
    stubApi();
    matchPage(path);
    await settle();
    // Generous waits: a loaded test machine is slow to answer even a fake fetch.
    await vi.waitFor(
      () =>
        expect(
          apiCalls()
            .map((call) => call.url)
            .sort(),
        ).toEqual(urls),
      { timeout: 10_000 },
    );
    await vi.waitFor(() => expect(queryClient.getQueryData(queryKeys.employee.details)).toEqual(employeeDetails()), { timeout: 10_000 });
  });

  it.each([
    ['signed out', null],
    ['a psychologist', { role: 'DOCTOR', firstConnexion: false }],
    ['an employee on first connection', { role: 'EMPLOYEE', firstConnexion: true }],
  ])('are not asked for %s (the guard then sends them away)', async (_who, session) => {
    if (session) localStorage.setItem('authToken', JSON.stringify({ token: 't', login: 'x', ...session, expiration: Date.now() + 86_400_000 }));
    stubApi();
    matchPage(paths.employeeConsultations);
    await settle();
    expect(apiCalls()).toEqual([]);
  });
});

describe('a session the server refuses during those early reads', { timeout: 20_000 }, () => {
  it('sends to / through the router, without reloading the page (which would lose the expiry notice)', async () => {
    signInAsEmployee();
    const expired = apiError(401, 'Session expirée');
    serveApi(apiHandler('GET', '/api/employee-service/employee/account/details', expired), apiHandler('GET', '/api/employee-service/meeting/load', expired));
    window.history.replaceState(null, '', paths.employeeConsultations);
    const router = createAppRouter();
    try {
      await vi.waitFor(() => expect(router.state.location.pathname).toBe(paths.home), { timeout: 10_000 });
      expect(localStorage.getItem('authToken')).toBeNull();
    } finally {
      router.dispose();
      window.history.replaceState(null, '', '/');
    }
  });
});
