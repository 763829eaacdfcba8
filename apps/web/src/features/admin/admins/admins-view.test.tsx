import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render-with-providers';
import { apiCalls, apiError, apiHandler, serveApi } from '@/test/fake-api';
import { fourEyesMessages, secondFactorResetMessages } from '@parenthese/shared';
import { anAdmin } from '@/test/admin-fixtures';
import { pageOf, signInAsAdmin } from '../companies/test-fixtures';
import { AdminsView } from './admins-view';

const listPath = '/api/admin/admins/get/all';
const mePath = '/api/admin/admins/get/me';

const me = (adminRole: 'TECH' | 'SITE') => anAdmin({ adminId: 'aaaaaaaa-0000-4000-8000-000000000001', userMail: 'moi@parenthese.fr', firstName: 'Moi', lastName: 'Même', adminRole });
const other = anAdmin({
  adminId: 'bbbbbbbb-0000-4000-8000-000000000002',
  userMail: 'nadia@parenthese.fr',
  firstName: 'Nadia',
  lastName: 'Roux',
  adminRole: 'SITE',
  lastLoginAt: '2026-11-02T14:30:00.000Z',
  actionsCount: 12,
});

function renderView() {
  renderWithProviders(<AdminsView />, { path: '/account/admin', route: '/account/admin?view=admins' });
  return userEvent.setup();
}

const resetsPath = '/api/admin/second-factor-resets';
const noResetRequests = { requests: [] };

beforeEach(() => {
  signInAsAdmin();
  // A TECH viewer's view also lists the pending second-factor resets: none unless a test says otherwise.
  serveApi(apiHandler('GET', resetsPath, noResetRequests));
});

// These tests type into forms; on a loaded two-core machine that outlasts the default 5 s.
describe('AdminsView', { timeout: 20_000 }, () => {
  it('shows skeletons, then the count and each administrator with role, last sign-in, actions, creation month and short id', async () => {
    const viewer = me('TECH');
    serveApi(apiHandler('GET', mePath, { admin: viewer }), apiHandler('GET', listPath, pageOf([viewer, other]), { delayMs: 20 }));
    renderView();
    expect(screen.getByText('Chargement des administrateurs...')).toBeInTheDocument();
    const nadia = await screen.findByRole('article', { name: 'Nadia Roux' });
    expect(screen.getByText('2 administrateurs')).toBeInTheDocument();
    expect(within(nadia).getByText('Administrateur du site')).toBeInTheDocument();
    expect(within(nadia).getByText('Dernière connexion').nextSibling).toHaveTextContent(/2 novembre 2026 à \d\d:30/);
    expect(within(nadia).getByText('Actions').nextSibling).toHaveTextContent('12');
    expect(within(nadia).getByText('Membre depuis').nextSibling).toHaveTextContent('mars 2026');
    expect(within(nadia).getByText('Identifiant').nextSibling).toHaveTextContent(/^bbbbbbbb$/);
    const self = screen.getByRole('article', { name: /Moi Même/ });
    expect(within(self).getByText('Administrateur technique')).toBeInTheDocument();
    expect(within(self).getByText('Dernière connexion').nextSibling).toHaveTextContent('Jamais');
  });

  it('never lets an administrator block or delete themselves', async () => {
    const viewer = me('TECH');
    serveApi(apiHandler('GET', mePath, { admin: viewer }), apiHandler('GET', listPath, pageOf([viewer, other])));
    renderView();
    const self = await screen.findByRole('article', { name: /Moi Même/ });
    await waitFor(() => expect(within(self).getByRole('group', { name: /Bloquer l'administrateur Moi Même : Vous ne pouvez pas/ })).toBeInTheDocument());
    expect(within(self).getByRole('group', { name: /Supprimer l'administrateur Moi Même : Vous ne pouvez pas supprimer/ })).toBeInTheDocument();
    const nadia = screen.getByRole('article', { name: 'Nadia Roux' });
    expect(within(nadia).getByRole('button', { name: "Bloquer l'administrateur Nadia Roux" })).toBeEnabled();
  });

  it('blocks another administrator and says so', async () => {
    const viewer = me('TECH');
    serveApi(
      apiHandler('GET', mePath, { admin: viewer }),
      apiHandler('GET', listPath, pageOf([viewer, other])),
      apiHandler('POST', '/api/account/lock/toggle', { userId: other.adminId, locked: true }),
    );
    const user = renderView();
    const nadia = await screen.findByRole('article', { name: 'Nadia Roux' });
    await user.click(within(nadia).getByRole('button', { name: "Bloquer l'administrateur Nadia Roux" }));
    expect(await screen.findByText('Administrateur bloqué')).toBeInTheDocument();
    expect(apiCalls().find((call) => call.method === 'POST')?.body).toEqual({ userId: other.adminId, lockAccount: true });
  });

  it("lets a TECH administrator ask for another administrator's second-factor reset, explaining the second approval, never their own", async () => {
    const viewer = me('TECH');
    serveApi(
      apiHandler('GET', mePath, { admin: viewer }),
      apiHandler('GET', listPath, pageOf([viewer, other])),
      apiHandler('POST', `/api/admin/accounts/${other.adminId}/second-factor/reset`, { success: true, message: secondFactorResetMessages.requested }),
    );
    const user = renderView();
    const nadia = await screen.findByRole('article', { name: 'Nadia Roux' });
    const self = screen.getByRole('article', { name: /Moi Même/ });
    await waitFor(() => expect(within(nadia).getByRole('button', { name: 'Réinitialiser la double authentification de Nadia Roux' })).toBeInTheDocument());
    expect(within(self).queryByRole('button', { name: /Réinitialiser la double authentification/ })).not.toBeInTheDocument();

    await user.click(within(nadia).getByRole('button', { name: 'Réinitialiser la double authentification de Nadia Roux' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Réinitialiser la double authentification ?' });
    expect(dialog).toHaveTextContent('Un second administrateur TECH devra approuver cette demande dans les 24 heures');
    expect(dialog).toHaveTextContent('peut la refuser');
    expect(apiCalls().some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Demander la réinitialisation' }));
    expect(await screen.findByText('Demande de réinitialisation envoyée')).toBeInTheDocument();
    expect(
      apiCalls()
        .filter((call) => call.method === 'POST')
        .map((call) => call.url),
    ).toEqual([`/api/admin/accounts/${other.adminId}/second-factor/reset`]);
  });

  it('shows a TECH administrator the pending resets: « Approuver » for another TECH’s request, disabled with the reason for their own; « Annuler » for both', async () => {
    const viewer = me('TECH');
    const person = (userId: string, firstName: string, lastName: string, role: 'ADMIN' | 'DOCTOR', adminRole: 'TECH' | 'SITE' | null) => ({ userId, firstName, lastName, role, adminRole });
    const requestedAt = '2026-11-02T09:00:00.000Z';
    const expiresAt = '2026-11-03T09:00:00.000Z';
    const fromColleague = {
      requestId: 'cccccccc-0000-4000-8000-000000000003',
      target: person('dddddddd-0000-4000-8000-000000000004', 'Claire', 'Dubois', 'DOCTOR', null),
      requestedBy: person('eeeeeeee-0000-4000-8000-000000000005', 'Paul', 'Tech', 'ADMIN', 'TECH'),
      requestedAt,
      expiresAt,
      isExpired: false,
    };
    const mine = {
      ...fromColleague,
      requestId: 'ffffffff-0000-4000-8000-000000000006',
      target: person(other.adminId, 'Nadia', 'Roux', 'ADMIN', 'SITE'),
      requestedBy: person(viewer.adminId, 'Moi', 'Même', 'ADMIN', 'TECH'),
    };
    serveApi(
      apiHandler('GET', mePath, { admin: viewer }),
      apiHandler('GET', listPath, pageOf([viewer, other])),
      apiHandler('GET', resetsPath, { requests: [fromColleague, mine] }),
      apiHandler('POST', `/api/admin/second-factor-resets/${fromColleague.requestId}/approve`, { success: true, message: secondFactorResetMessages.approved }),
    );
    const user = renderView();
    const region = await screen.findByRole('region', { name: 'Réinitialisations de double authentification en attente' });
    await within(region).findByText(/Claire Dubois/);
    expect(within(region).getByText(/Psychologue/)).toBeInTheDocument();
    expect(within(region).getByText(/Demandée par Paul Tech le/)).toBeInTheDocument();
    const ownHint = within(region).getByRole('group', { name: `Approuver la réinitialisation de Nadia Roux : ${fourEyesMessages['own-request']}` });
    expect(within(ownHint).getByRole('button', { name: 'Approuver la réinitialisation de Nadia Roux' })).toBeDisabled();
    expect(within(region).getByRole('button', { name: 'Annuler la demande de réinitialisation de Nadia Roux' })).toBeEnabled();

    serveApi(apiHandler('GET', resetsPath, { requests: [mine] }));
    await user.click(within(region).getByRole('button', { name: 'Approuver la réinitialisation de Claire Dubois' }));
    expect(await screen.findByText('Réinitialisation approuvée')).toBeInTheDocument();
    await waitFor(() => expect(within(region).queryByText(/Claire Dubois/)).not.toBeInTheDocument());
    expect(apiCalls().find((call) => call.method === 'POST')?.url).toBe(`/api/admin/second-factor-resets/${fromColleague.requestId}/approve`);
  });

  it('says when no reset is pending, and offers to retry a failed load', async () => {
    const viewer = me('TECH');
    serveApi(apiHandler('GET', mePath, { admin: viewer }), apiHandler('GET', listPath, pageOf([viewer, other])));
    renderView();
    const region = await screen.findByRole('region', { name: 'Réinitialisations de double authentification en attente' });
    expect(await within(region).findByText('Aucune demande en attente.')).toBeInTheDocument();
  });

  it('shows the load error of the pending resets with « Réessayer »', async () => {
    const viewer = me('TECH');
    serveApi(apiHandler('GET', mePath, { admin: viewer }), apiHandler('GET', listPath, pageOf([viewer, other])), apiHandler('GET', resetsPath, apiError(500, 'Erreur serveur')));
    const user = renderView();
    const region = await screen.findByRole('region', { name: 'Réinitialisations de double authentification en attente' });
    const retry = await within(region).findByRole('button', { name: 'Réessayer' });
    serveApi(apiHandler('GET', resetsPath, noResetRequests));
    await user.click(retry);
    expect(await within(region).findByText('Aucune demande en attente.')).toBeInTheDocument();
  });

  it('offers a SITE administrator no second-factor reset', async () => {
    const viewer = me('SITE');
    serveApi(apiHandler('GET', mePath, { admin: viewer }), apiHandler('GET', listPath, pageOf([viewer, other])));
    renderView();
    const nadia = await screen.findByRole('article', { name: 'Nadia Roux' });
    await waitFor(() => expect(within(nadia).getByRole('group', { name: /Bloquer l'administrateur Nadia Roux/ })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Réinitialiser la double authentification/ })).not.toBeInTheDocument();
  });

  it('offers a SITE administrator no technical role, keeps roles read-only on edit and refuses locking other admins', async () => {
    const viewer = me('SITE');
    serveApi(apiHandler('GET', mePath, { admin: viewer }), apiHandler('GET', listPath, pageOf([viewer, other])));
    const user = renderView();
    const nadia = await screen.findByRole('article', { name: 'Nadia Roux' });
    await waitFor(() => expect(within(nadia).getByRole('group', { name: /Bloquer l'administrateur Nadia Roux : Accès réservé aux administrateurs techniques/ })).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /Ajouter un administrateur/ }));
    const role = await screen.findByRole('combobox', { name: /Rôle/ });
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Administrateur du site']);
    await user.click(screen.getByRole('button', { name: 'Annuler' }));

    await user.click(within(nadia).getByRole('button', { name: "Modifier l'administrateur Nadia Roux" }));
    const dialog = await screen.findByRole('dialog', { name: "Modifier l'administrateur" });
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Non modifiable')).toBeInTheDocument();
  });

  it('shows no password: a new TECH administrator waits for a second TECH administrator, said at once', async () => {
    const viewer = me('TECH');
    const created = anAdmin({
      adminId: 'cccccccc-0000-4000-8000-000000000003',
      userMail: 'lea@parenthese.fr',
      firstName: 'Léa',
      lastName: 'Petit',
      invitation: { status: 'NOT_SENT', mail: 'lea@parenthese.fr', sentAt: null, expiresAt: null },
      techApproval: { kind: 'CREATION', requestedAt: '2030-01-01T09:00:00.000Z', expiresAt: '2030-01-02T09:00:00.000Z', isExpired: false, isRequestedByViewer: true },
    });
    serveApi(apiHandler('GET', mePath, { admin: viewer }), apiHandler('GET', listPath, pageOf([viewer])), apiHandler('POST', '/api/admin/admins/create', created));
    const user = renderView();
    await screen.findByRole('article', { name: /Moi Même/ });
    await user.click(screen.getByRole('button', { name: /Ajouter un administrateur/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un administrateur' });
    await user.type(within(dialog).getByLabelText('Prénom'), 'Léa');
    await user.type(within(dialog).getByLabelText('Nom'), 'Petit');
    await user.type(within(dialog).getByLabelText(/Email/), 'lea@parenthese.fr');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Rôle/ }), 'TECH');
    await user.click(within(dialog).getByRole('button', { name: "Créer l'administrateur" }));

    expect(await screen.findByText(/En attente de l'approbation d'un second administrateur TECH/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Mot de passe temporaire' })).not.toBeInTheDocument();
  });

  it('lets another TECH administrator approve a pending TECH creation, and the creator not', async () => {
    const viewer = me('TECH');
    const approval = { kind: 'CREATION' as const, requestedAt: '2030-01-01T09:00:00.000Z', expiresAt: '2030-01-02T09:00:00.000Z', isExpired: false, isRequestedByViewer: false };
    const pending = { ...other, adminRole: 'TECH' as const, invitation: { status: 'NOT_SENT' as const, mail: other.userMail, sentAt: null, expiresAt: null }, techApproval: approval };
    const ownRequest = anAdmin({
      adminId: 'dddddddd-0000-4000-8000-000000000004',
      userMail: 'marc@parenthese.fr',
      firstName: 'Marc',
      lastName: 'Blanc',
      techApproval: { ...approval, isRequestedByViewer: true },
    });
    const approvePath = `/api/admin/admins/${other.adminId}/tech-approval/approve` as const;
    serveApi(
      apiHandler('GET', mePath, { admin: viewer }),
      apiHandler('GET', listPath, pageOf([viewer, pending, ownRequest])),
      apiHandler('POST', approvePath, {
        ...pending,
        techApproval: null,
        invitation: { status: 'PENDING', mail: other.userMail, sentAt: '2030-01-01T10:00:00.000Z', expiresAt: '2030-01-15T10:00:00.000Z' },
      }),
    );
    const user = renderView();
    const nadia = await screen.findByRole('article', { name: 'Nadia Roux' });
    const marc = screen.getByRole('article', { name: 'Marc Blanc' });
    expect(within(marc).queryByRole('button', { name: /Approuver/ })).not.toBeInTheDocument();
    await user.click(within(nadia).getByRole('button', { name: 'Approuver le rôle TECH de Nadia Roux' }));
    expect(await screen.findByText('Rôle TECH approuvé')).toBeInTheDocument();
    expect(apiCalls().filter((call) => call.method === 'POST' && call.url === approvePath)).toHaveLength(1);
  });

  it("shows an invitation's state and resends it", async () => {
    const viewer = me('SITE');
    const invited = { ...other, isFirstConnection: true, invitation: { status: 'EXPIRED' as const, mail: other.userMail, sentAt: '2030-01-01T10:00:00.000Z', expiresAt: '2030-01-15T10:00:00.000Z' } };
    const resendPath = `/api/admin/admins/${other.adminId}/invitation/resend` as const;
    serveApi(apiHandler('GET', mePath, { admin: viewer }), apiHandler('GET', listPath, pageOf([viewer, invited])), apiHandler('POST', resendPath, invited));
    const user = renderView();
    const nadia = await screen.findByRole('article', { name: 'Nadia Roux' });
    expect(within(nadia).getByText('Invitation expirée')).toBeInTheDocument();
    await user.click(within(nadia).getByRole('button', { name: "Renvoyer l'invitation de Nadia Roux" }));
    expect(await screen.findByText('Invitation renvoyée')).toBeInTheDocument();
    expect(apiCalls().filter((call) => call.method === 'POST' && call.url === resendPath)).toHaveLength(1);
  });

  it('says the list failed to load and retries', async () => {
    serveApi(apiHandler('GET', mePath, { admin: me('TECH') }), apiHandler('GET', listPath, apiError(500, 'Panne')));
    const user = renderView();
    expect(await screen.findByText('Erreur lors du chargement des administrateurs')).toBeInTheDocument();
    serveApi(apiHandler('GET', listPath, pageOf([other])));
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('article', { name: 'Nadia Roux' })).toBeInTheDocument();
  });
});
