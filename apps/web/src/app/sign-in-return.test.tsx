import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { paths } from '@parenthese/shared';
import { apiHandler, networkError, serveApi } from '@/test/fake-api';
import { expireSession, storeSession } from '@/lib/session';
import { Providers } from './providers';
import { SiteHeader } from './layout/site-header';
import { RouteGuard } from './route-guard';

/** The header and the guard as the app nests them, with stand-ins for the pages. */
function renderApp(initialPath: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <SiteHeader />
            <Outlet />
          </>
        ),
        children: [
          { path: paths.home, element: <p>Accueil</p> },
          { element: <RouteGuard roles={['EMPLOYEE']} />, children: [{ path: paths.employeeConsultations, element: <p>Liste des rendez-vous</p> }] },
          { element: <RouteGuard roles={['DOCTOR']} />, children: [{ path: paths.psyCalendar, element: <p>Agenda</p> }] },
          { path: paths.employeeProfile, element: <p>Profil</p> },
        ],
      },
    ],
    { initialEntries: [initialPath] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

/** The token the API grants the demo employee. */
const demoEmployeeToken = { token: 'jeton', login: 'demo.salarie', role: 'EMPLOYEE', firstConnexion: false } as const;

/** Signs in as the demo employee in the sign-in dialog; the user goes on from there. */
async function signInThrough(dialog: HTMLElement) {
  const user = userEvent.setup();
  await user.type(within(dialog).getByLabelText('Email ou identifiant'), 'demo.salarie');
  await user.type(within(dialog).getByLabelText('Mot de passe'), 'Demo1234!');
  await user.click(within(dialog).getByRole('button', { name: 'Se connecter' }));
  return user;
}

// A mail's link opened signed out used to land on '/' with no dialog, then on the profile once signed in.
describe('a signed-in page asked for while signed out', () => {
  it('opens the sign-in dialog, then returns to the asked page once signed in', async () => {
    serveApi(apiHandler('POST', '/api/token/create', demoEmployeeToken));
    const router = renderApp(`${paths.employeeConsultations}?onglet=passes`);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe(paths.home);
    await signInThrough(dialog);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.employeeConsultations));
    expect(router.state.location.search).toBe('?onglet=passes');
    expect(await screen.findByText('Liste des rendez-vous')).toBeInTheDocument();
  });

  it("lands on the role's own page when the asked page is another role's", async () => {
    serveApi(apiHandler('POST', '/api/token/create', demoEmployeeToken));
    const router = renderApp(paths.psyCalendar);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await signInThrough(dialog);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.employeeProfile));
  });

  it('opens no dialog after a sign-out from a signed-in page: leaving is not asking to come back', async () => {
    serveApi(
      apiHandler('POST', '/api/token/create', demoEmployeeToken),
      apiHandler('POST', '/api/token/revoke', { success: true, message: 'Vous êtes déconnecté.' }),
      // The header's credits: not this test's concern.
      apiHandler('GET', '/api/employee-service/employee/account/details', networkError()),
    );
    const router = renderApp(paths.employeeConsultations);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    const user = await signInThrough(dialog);
    expect(await screen.findByText('Liste des rendez-vous')).toBeInTheDocument();
    // The account button is a stand-in until pointing at it downloads the dropdown, whose trigger (with an id,
    // unlike the stand-in) then takes its place. user-event presses the element it was given: a download ending
    // between its pointer's arrival and its press (quick once a previous file loaded Radix) left the press on
    // the stand-in, gone. So the test points first, then presses the trigger once it is there.
    const accountButton = () => screen.getByRole('button', { name: 'demo.salarie, mon compte : ouvrir le menu' });
    await user.hover(await screen.findByRole('button', { name: 'demo.salarie, mon compte : ouvrir le menu' }, { timeout: 10_000 }));
    await waitFor(() => expect(accountButton()).toHaveAttribute('id'));
    await user.click(accountButton());
    await user.click(await screen.findByRole('menuitem', { name: 'Déconnexion' }));
    expect(await screen.findByText('Accueil')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.home);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("after a session the server refused, lands on the role's page once signed in again, not on the page that was left", async () => {
    serveApi(apiHandler('POST', '/api/token/create', demoEmployeeToken));
    const router = renderApp(paths.home);
    // Signed in on the appointments, then a 401 ends the session there (route guard and 401 handler both react).
    act(() => void storeSession(demoEmployeeToken));
    await act(() => router.navigate(paths.employeeConsultations));
    expect(await screen.findByText('Liste des rendez-vous')).toBeInTheDocument();
    act(() => expireSession());
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe(paths.home);
    await signInThrough(dialog);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.employeeProfile));
  });

  it('opens no dialog on the landing page itself', async () => {
    renderApp(paths.home);
    expect(await screen.findByText('Accueil')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
