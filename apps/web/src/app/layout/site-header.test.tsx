import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_SHELL_COOKIE, type Role } from '@parenthese/shared';
import { act } from '@testing-library/react';
import { expireSession, readSession, SESSION_STORAGE_KEY, storeSession } from '@/lib/session';
import { renderWithProviders } from '@/test/render-with-providers';
import { apiCalls, apiError, apiHandler, networkError, serveApi } from '@/test/fake-api';
import { SiteHeader } from './site-header';

const employeeDetails = (availableCredits: number) =>
  apiHandler('GET', '/api/employee-service/employee/account/details', {
    mail: 'salarie@demo.fr',
    firstName: 'Léa',
    lastName: 'Moreau',
    phoneNumber: '',
    username: 'demo.salarie',
    availableCredits,
    creditsFromCompany: 3,
    companyName: 'Démo',
    service: '',
    job: '',
  });

async function openMenu(role: Role, options: { firstConnexion?: boolean } = {}) {
  storeSession({ token: 'jeton', login: 'moi@demo.fr', role, firstConnexion: options.firstConnexion ?? false });
  renderWithProviders(<SiteHeader />);
  const user = userEvent.setup();
  // The menu is its own chunk: the first test waits for its module to load.
  const trigger = await screen.findByRole('button', { name: /^moi@demo\.fr, mon compte/ }, { timeout: 10_000 });
  trigger.focus();
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  return { user, menu };
}

const entryNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent?.trim());
const hrefOf = (menu: HTMLElement, name: string) => within(menu).getByRole('menuitem', { name }).getAttribute('href');

describe('site header', () => {
  it("shows the logo, 'Nous contacter' and, signed out, an account icon that opens the login dialog", async () => {
    renderWithProviders(<SiteHeader />);
    expect(screen.getByRole('link', { name: "Parenthèse : page d'accueil" })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/contact');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Se connecter' }));
    // The dialog is its own chunk, loaded on the first click.
    expect(await screen.findByRole('dialog', { name: 'Connexion' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('gives an admin the three admin views, their account, main page and logout', async () => {
    const { menu } = await openMenu('ADMIN');
    expect(entryNames(menu)).toEqual(['Entreprises', 'Psychologues', 'Administrateurs', 'Mon compte', 'Page principale', 'Déconnexion']);
    expect(hrefOf(menu, 'Mon compte')).toBe('/account/admin?view=account');
    expect(hrefOf(menu, 'Entreprises')).toBe('/account/admin?view=companies');
    expect(hrefOf(menu, 'Psychologues')).toBe('/account/admin?view=psychologists');
    expect(hrefOf(menu, 'Administrateurs')).toBe('/account/admin?view=admins');
    expect(hrefOf(menu, 'Page principale')).toBe('/');
  });

  it('gives a psychologist their three pages', async () => {
    const { menu } = await openMenu('DOCTOR');
    expect(entryNames(menu)).toEqual(['Mon compte', 'Mes rendez-vous', 'Plages de travail', 'Page principale', 'Déconnexion']);
    expect(hrefOf(menu, 'Mon compte')).toBe('/account/psy/profile');
    expect(hrefOf(menu, 'Mes rendez-vous')).toBe('/account/psy/calendar');
    expect(hrefOf(menu, 'Plages de travail')).toBe('/account/psy/working-hours');
  });

  it('lets an employee with credits book', async () => {
    serveApi(employeeDetails(2));
    const { menu } = await openMenu('EMPLOYEE');
    expect(entryNames(menu)).toEqual(['Mon compte', 'Mes rendez-vous', 'Prendre rendez-vous', 'Page principale', 'Déconnexion']);
    expect(hrefOf(menu, 'Mon compte')).toBe('/account/employee/profile');
    expect(hrefOf(menu, 'Mes rendez-vous')).toBe('/account/employee/appointments');
    expect(hrefOf(menu, 'Prendre rendez-vous')).toBe('/employee/appointment');
    expect(within(menu).queryByText("Vous n'avez plus de crédits disponibles")).not.toBeInTheDocument();
  });

  it('greys the booking entry of an employee without credits', async () => {
    serveApi(employeeDetails(0));
    const { menu } = await openMenu('EMPLOYEE');
    const booking = await within(menu).findByRole('menuitem', { name: /Prendre rendez-vous/ });
    await waitFor(() => expect(booking).toHaveAttribute('aria-disabled', 'true'));
    const greyed = within(menu).getByRole('menuitem', { name: /Prendre rendez-vous/ });
    expect(greyed).not.toHaveAttribute('href');
    expect(within(greyed).getByText('(aucun crédit)')).toBeInTheDocument();
    expect(within(greyed).getByText("Vous n'avez plus de crédits disponibles")).toBeInTheDocument();
  });

  it('keeps the booking entry usable when the credits cannot be loaded', async () => {
    serveApi(apiHandler('GET', '/api/employee-service/employee/account/details', apiError(500, 'x')));
    const { menu } = await openMenu('EMPLOYEE');
    expect(hrefOf(menu, 'Prendre rendez-vous')).toBe('/employee/appointment');
  });

  it('shows only first connection, main page and logout on first connection', async () => {
    const { menu } = await openMenu('EMPLOYEE', { firstConnexion: true });
    expect(entryNames(menu)).toEqual(['Première connexion', 'Page principale', 'Déconnexion']);
    expect(hrefOf(menu, 'Première connexion')).toBe('/first-connection');
    expect(apiCalls()).toHaveLength(0);
  });

  it('logs out: the server ends the session, then it goes here and the visitor is sent home', async () => {
    serveApi(apiHandler('POST', '/api/token/revoke', { success: true, message: 'Vous êtes déconnecté.' }));
    // A TECH administrator's shell hint (admin-shell-hint.ts) goes with the session: the next person starts without it.
    document.cookie = `${ADMIN_SHELL_COOKIE}=TECH; Path=/`;
    const { user, menu } = await openMenu('DOCTOR');
    await user.click(within(menu).getByRole('menuitem', { name: 'Déconnexion' }));
    await waitFor(() => expect(readSession()).toBeNull());
    expect(document.cookie).not.toContain(ADMIN_SHELL_COOKIE);
    expect(
      apiCalls()
        .filter((call) => call.url === '/api/token/revoke')
        .map((call) => call.method),
    ).toEqual(['POST']);
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('still logs out here when the server cannot be reached or has already ended the session', async () => {
    for (const answer of [networkError(), apiError(401, 'Session expirée ou invalide. Veuillez vous reconnecter.')]) {
      serveApi(apiHandler('GET', '/api/employee-service/employee/account/details', networkError()), apiHandler('POST', '/api/token/revoke', answer));
      const { user, menu } = await openMenu('EMPLOYEE');
      await user.click(within(menu).getByRole('menuitem', { name: 'Déconnexion' }));
      await waitFor(() => expect(readSession()).toBeNull());
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
      // A logout, not an expiry: no notice.
      expect(screen.queryByText('Votre session a expiré, veuillez vous reconnecter.')).not.toBeInTheDocument();
      cleanup();
    }
  });

  it('says a logout is not an expiry: no notice, no dialog', async () => {
    serveApi(apiHandler('GET', '/api/employee-service/employee/account/details', networkError()), apiHandler('POST', '/api/token/revoke', { success: true, message: 'Vous êtes déconnecté.' }));
    const { user, menu } = await openMenu('EMPLOYEE');
    await user.click(within(menu).getByRole('menuitem', { name: 'Déconnexion' }));
    await waitFor(() => expect(readSession()).toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Votre session a expiré, veuillez vous reconnecter.')).not.toBeInTheDocument();
  });

  it('opens the login dialog with the notice when the server refuses the session', async () => {
    storeSession({ token: 'jeton', login: 'moi@demo.fr', role: 'EMPLOYEE', firstConnexion: false });
    renderWithProviders(<SiteHeader />);
    act(() => expireSession());
    const dialog = await screen.findByRole('dialog', { name: 'Connexion' });
    expect(within(dialog).getByText('Votre session a expiré, veuillez vous reconnecter.')).toBeInTheDocument();
    // Closed and opened again by the visitor, the dialog no longer says it.
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(within(await screen.findByRole('dialog', { name: 'Connexion' })).queryByText('Votre session a expiré, veuillez vous reconnecter.')).not.toBeInTheDocument();
  });

  it('ends a stored session that has run out, and says so', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'jeton', login: 'moi@demo.fr', role: 'EMPLOYEE', firstConnexion: false, expiration: Date.now() - 1000 }));
    renderWithProviders(<SiteHeader />);
    const dialog = await screen.findByRole('dialog', { name: 'Connexion' });
    expect(within(dialog).getByText('Votre session a expiré, veuillez vous reconnecter.')).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
