import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render-with-providers';
import { apiCalls, apiError, apiHandler, serveApi } from '@/test/fake-api';
import { AdminPage } from './admin-page';
import { pageOf, signInAsAdmin } from './companies/test-fixtures';
import { signedInAdmin } from '@/test/admin-fixtures';
import { ADMIN_SHELL_COOKIE } from '@parenthese/shared';

const me = signedInAdmin;

function renderAdmin(adminRole: 'SITE' | 'TECH', route: string) {
  serveApi(
    apiHandler('GET', '/api/admin/admins/get/me', me(adminRole)),
    apiHandler('GET', '/api/admin/companies/get/all', pageOf([])),
    apiHandler('GET', '/api/admin/contact-requests', pageOf([])),
    apiHandler('GET', '/api/admin/admins/get/all', pageOf([])),
    apiHandler('GET', '/api/admin/audit', pageOf([])),
    // The Super Admin view's own reads are not under test here: they fail, as a missing route would.
    apiHandler('GET', '/api/admin/settings', apiError(404, 'introuvable')),
    apiHandler('GET', '/api/admin/maintenance', apiError(404, 'introuvable')),
  );
  renderWithProviders(<AdminPage />, { path: '/account/admin', route });
  return { navigation: () => screen.getByRole('navigation', { name: "Sections de l'administration" }) };
}

beforeEach(signInAsAdmin);

describe('AdminPage', () => {
  it('shows the companies view by default and for any unknown view, highlighted in the navigation', async () => {
    const { navigation } = renderAdmin('SITE', '/account/admin?view=nimporte');
    expect(await screen.findByRole('heading', { name: 'Entreprises' })).toBeInTheDocument();
    expect(document.title).toBe('Entreprises – Administration – Parenthèse');
    expect(within(navigation()).getByRole('link', { name: 'Entreprises' })).toHaveAttribute('aria-current', 'page');
    expect(within(navigation()).getByRole('link', { name: 'Psychologues' })).toHaveAttribute('href', '/account/admin?view=psychologists');
  });

  it('shows the Super Admin entry to a TECH administrator only', async () => {
    const { navigation } = renderAdmin('TECH', '/account/admin?view=super-admin');
    expect(await within(navigation()).findByRole('link', { name: 'Super Admin' })).toHaveAttribute('aria-current', 'page');
    expect(apiCalls().some((call) => call.url === '/api/admin/admins/get/me')).toBe(true);
  });

  it('sends a SITE administrator asking for Super Admin to the companies view', async () => {
    const { navigation } = renderAdmin('SITE', '/account/admin?view=super-admin');
    await vi.waitFor(() => expect(apiCalls().some((call) => call.url === '/api/admin/admins/get/me')).toBe(true));
    expect(await screen.findByRole('heading', { name: 'Entreprises' })).toBeInTheDocument();
    expect(within(navigation()).queryByRole('link', { name: 'Super Admin' })).not.toBeInTheDocument();
  });

  it('keeps the demonstration requests in their own view', async () => {
    const { navigation } = renderAdmin('SITE', '/account/admin?view=demo-requests');
    expect(await screen.findByText('Aucune demande de démonstration pour le moment.')).toBeInTheDocument();
    expect(within(navigation()).getByRole('link', { name: 'Demandes de démo' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Demandes de démo – Administration – Parenthèse');
  });

  it("shows the Journal d'audit to a TECH administrator, in its own view", async () => {
    const { navigation } = renderAdmin('TECH', '/account/admin?view=audit');
    expect(await within(navigation()).findByRole('link', { name: "Journal d'audit" })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Aucune action enregistrée')).toBeInTheDocument();
    expect(document.title).toBe("Journal d'audit – Administration – Parenthèse");
    expect(within(navigation()).getByRole('link', { name: "Journal d'audit" })).toHaveAttribute('href', '/account/admin?view=audit');
    expect(apiCalls().some((call) => call.url.startsWith('/api/admin/audit?'))).toBe(true);
  });

  it('names the section in the document title, and follows the navigation', async () => {
    const { navigation } = renderAdmin('SITE', '/account/admin?view=admins');
    await waitFor(() => expect(document.title).toBe('Administrateurs – Administration – Parenthèse'));
    fireEvent.click(within(navigation()).getByRole('link', { name: 'Demandes de démo' }));
    await waitFor(() => expect(document.title).toBe('Demandes de démo – Administration – Parenthèse'));
  });

  // The server sends the shell of the role the browser last knew (ADMIN_SHELL_COOKIE): the page draws the same
  // navigation over it until the role is read, so nothing moves on a TECH administrator's phone.
  it('draws the TECH navigation while the role loads on a browser that last knew a TECH administrator, then the role read', async () => {
    document.cookie = `${ADMIN_SHELL_COOKIE}=TECH; Path=/`;
    const { navigation } = renderAdmin('SITE', '/account/admin?view=companies');
    expect(within(navigation()).getAllByRole('link')).toHaveLength(7);
    await waitFor(() => expect(within(navigation()).getAllByRole('link')).toHaveLength(5));
    // A SITE administrator now: this browser's next page gets the shell of every administrator.
    expect(document.cookie).not.toContain(ADMIN_SHELL_COOKIE);
  });

  it("remembers a TECH administrator's role for the next page load, and draws every administrator's navigation without it", async () => {
    const { navigation } = renderAdmin('TECH', '/account/admin?view=companies');
    expect(within(navigation()).getAllByRole('link')).toHaveLength(5);
    await waitFor(() => expect(within(navigation()).getAllByRole('link')).toHaveLength(7));
    expect(document.cookie).toContain(`${ADMIN_SHELL_COOKIE}=TECH`);
  });

  // A TECH section's shell draws its heading for such a browser only (prerender.tsx): the page draws it too.
  it("draws a TECH section's heading while the role loads on a browser that last knew a TECH administrator, and nothing of it otherwise", async () => {
    document.cookie = `${ADMIN_SHELL_COOKIE}=TECH; Path=/`;
    renderAdmin('SITE', '/account/admin?view=audit');
    expect(screen.getByRole('heading', { name: "Journal d'audit" })).toBeInTheDocument();
    // A SITE administrator after all: companies, and the audit log never asked for.
    expect(await screen.findByRole('heading', { name: 'Entreprises' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Journal d'audit" })).not.toBeInTheDocument();
    expect(apiCalls().some((call) => call.url.startsWith('/api/admin/audit'))).toBe(false);
  });

  it("sends a SITE administrator asking for the Journal d'audit to the companies view, without asking for it", async () => {
    const { navigation } = renderAdmin('SITE', '/account/admin?view=audit');
    expect(screen.queryByRole('heading', { name: "Journal d'audit" })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(apiCalls().some((call) => call.url === '/api/admin/admins/get/me')).toBe(true));
    expect(await screen.findByRole('heading', { name: 'Entreprises' })).toBeInTheDocument();
    expect(within(navigation()).queryByRole('link', { name: "Journal d'audit" })).not.toBeInTheDocument();
    expect(apiCalls().some((call) => call.url.startsWith('/api/admin/audit'))).toBe(false);
  });
});
