import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { findLoadedDialog } from '@/test/on-demand';
import userEvent from '@testing-library/user-event';
import { adminPermissionRefusal, type AdminRole } from '@parenthese/shared';
import type { HttpHandler } from 'msw';
import { renderWithProviders } from '@/test/render-with-providers';
import { apiCalls, apiError, apiHandler, serveApi } from '@/test/fake-api';
import { pageOf, signInAsAdmin } from '../companies/test-fixtures';
import { PsychologistsView } from './psychologists-view';
import { aPsychologist, currentAdmin } from './test-fixtures';

const listPath = '/api/admin/doctors/get/all';
const creditsPath = '/api/admin/doctors/:doctorId/credits/load';
const noCredits = { doctorCredits: { doctorId: 'x', credits: [] } };

function renderView(routes: HttpHandler[], options: { adminRole?: AdminRole; route?: string } = {}) {
  serveApi(apiHandler('GET', '/api/admin/admins/get/me', currentAdmin(options.adminRole ?? 'TECH')), apiHandler('GET', creditsPath, noCredits), ...routes);
  const view = renderWithProviders(<PsychologistsView />, { path: '/account/admin', route: options.route ?? '/account/admin?view=psychologists' });
  return { ...view, user: userEvent.setup() };
}

beforeEach(signInAsAdmin);

describe('PsychologistsView', () => {
  it('shows skeletons while loading, then the count and a card per psychologist with its real figures', async () => {
    renderView([
      apiHandler(
        'GET',
        listPath,
        pageOf([aPsychologist(), aPsychologist({ userId: 'b', firstName: 'Marc', lastName: 'Petit', doctorCategories: [], locked: true, phoneNumber: '', address: '', isFirstConnection: true })]),
        { delayMs: 20 },
      ),
      apiHandler('GET', `/api/admin/doctors/${aPsychologist().userId}/credits/load`, {
        doctorCredits: {
          doctorId: aPsychologist().userId,
          credits: [
            { period: '2030-01', creditAmount: 2 },
            { period: '2030-02', creditAmount: 5 },
          ],
        },
      }),
      // A failed count shows 0 (spec section 3).
      apiHandler('GET', '/api/admin/doctors/b/credits/load', apiError(500, 'panne')),
    ]);
    const loading = screen.getByText('Chargement des psychologues...').closest('[role="status"]');
    expect(loading?.lastElementChild?.children).toHaveLength(3);

    const claire = await screen.findByRole('article', { name: 'Claire Dubois' });
    expect(screen.getByText('2 psychologues')).toBeInTheDocument();
    expect(apiCalls().some((call) => call.url === '/api/admin/doctors/get/all?page=1&pageSize=20')).toBe(true);
    expect(within(claire).getByText('Actif')).toBeInTheDocument();
    expect(within(claire).getByText('751234567')).toBeInTheDocument();
    expect(within(claire).getByText('06.11.22.33.44')).toBeInTheDocument();
    expect(within(claire).getByText('Psychologue clinicien')).toBeInTheDocument();
    expect(within(claire).getByText('Membre depuis').nextSibling).toHaveTextContent('15 janvier 2030');
    await waitFor(() => expect(within(claire).getByText('Consultations réalisées').nextSibling).toHaveTextContent('7'));
    expect(within(claire).queryByText(/ne peut pas recevoir de consultations/)).not.toBeInTheDocument();

    const marc = screen.getByRole('article', { name: 'Marc Petit' });
    expect(within(marc).getByText('Bloqué')).toBeInTheDocument();
    expect(within(marc).getByText('Première connexion en attente')).toBeInTheDocument();
    expect(within(marc).getByText('Aucune spécialisation : ce psychologue ne peut pas recevoir de consultations.')).toBeInTheDocument();
    expect(within(marc).getByText('Non renseigné')).toBeInTheDocument();
    await waitFor(() => expect(within(marc).getByText('Consultations réalisées').nextSibling).toHaveTextContent('0'));
    expect(screen.getByRole('button', { name: /Ajouter un psychologue/ })).toBeInTheDocument();
  });

  it('searches on the server from the address, says the count in the singular and when nothing matches', async () => {
    const { user } = renderView([apiHandler('GET', listPath, pageOf([aPsychologist()]))], { route: '/account/admin?view=psychologists&search=dubois' });
    await screen.findByRole('article', { name: 'Claire Dubois' });
    expect(screen.getByText('1 psychologue')).toBeInTheDocument();
    expect(apiCalls().some((call) => call.url === '/api/admin/doctors/get/all?page=1&pageSize=20&search=dubois')).toBe(true);

    serveApi(apiHandler('GET', listPath, pageOf([])));
    const search = screen.getByRole('searchbox', { name: 'Rechercher des psychologues' });
    await user.clear(search);
    await user.type(search, 'zzz{Enter}');
    expect(await screen.findByText('Aucun psychologue trouvé pour "zzz"')).toBeInTheDocument();
    expect(screen.getByText('0 psychologue')).toBeInTheDocument();
  });

  it('says the load failed and retries', async () => {
    const { user } = renderView([apiHandler('GET', listPath, apiError(500, 'Panne du serveur'))]);
    expect(await screen.findByText('Erreur lors du chargement des psychologues')).toBeInTheDocument();
    serveApi(apiHandler('GET', listPath, pageOf([aPsychologist()])));
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('article', { name: 'Claire Dubois' })).toBeInTheDocument();
  });
});

describe('creating a psychologist', () => {
  it('checks the fields, sends the request, then says the invitation was mailed, with no password', async () => {
    const created = aPsychologist({
      userId: 'n',
      firstName: 'Inès',
      lastName: 'Garnier',
      mail: 'ines@cabinet.fr',
      isFirstConnection: true,
      invitation: { status: 'PENDING', mail: 'ines@cabinet.fr', sentAt: '2030-01-15T09:00:00.000Z', expiresAt: '2030-01-29T09:00:00.000Z' },
      doctorCategories: ['Psychologue du travail'],
    });
    const { user } = renderView([apiHandler('GET', listPath, pageOf([])), apiHandler('POST', '/api/admin/doctors/create', { doctor: created })]);
    await user.click(await screen.findByRole('button', { name: /Ajouter un psychologue/ }));
    const dialog = await findLoadedDialog('Ajouter un psychologue');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le psychologue' }));
    expect(await within(dialog).findByText('Le prénom est requis')).toBeInTheDocument();
    expect(within(dialog).getByText('Le nom est requis')).toBeInTheDocument();
    expect(within(dialog).getByText('Le numéro ADELI est requis')).toBeInTheDocument();
    expect(within(dialog).getByText("L'adresse email est requise")).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Prénom/), 'Inès');
    await user.type(within(dialog).getByLabelText(/^Nom/), 'Garnier');
    await user.type(within(dialog).getByLabelText(/Numéro ADELI/), '12345');
    await user.type(within(dialog).getByLabelText(/Email/), 'Ines@Cabinet.fr');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Psychologue du travail' }));
    await user.click(within(dialog).getByRole('button', { name: 'Créer le psychologue' }));
    expect(await within(dialog).findByText('Le numéro ADELI doit comporter 9 chiffres')).toBeInTheDocument();
    expect(apiCalls().filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Numéro ADELI/), '6789');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le psychologue' }));
    expect(await screen.findByText('Psychologue ajouté')).toBeInTheDocument();
    expect(apiCalls().find((call) => call.method === 'POST')?.body).toEqual({
      firstName: 'Inès',
      lastName: 'Garnier',
      adeliNumber: '123456789',
      mail: 'ines@cabinet.fr',
      phoneNumber: '',
      address: '',
      doctorCategories: ['Psychologue du travail'],
    });
    expect(await screen.findByText(/Invitation envoyée à ines@cabinet.fr/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Mot de passe temporaire' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('puts a taken ADELI number under its field, and resets on close', async () => {
    const taken = 'Ce numéro ADELI est déjà utilisé par un autre psychologue.';
    const { user } = renderView([apiHandler('GET', listPath, pageOf([])), apiHandler('POST', '/api/admin/doctors/create', apiError(409, taken, { adeliNumber: taken }))]);
    await user.click(await screen.findByRole('button', { name: /Ajouter un psychologue/ }));
    const dialog = await findLoadedDialog('Ajouter un psychologue');
    await user.type(within(dialog).getByLabelText(/Prénom/), 'Inès');
    await user.type(within(dialog).getByLabelText(/^Nom/), 'Garnier');
    await user.type(within(dialog).getByLabelText(/Numéro ADELI/), '751234567');
    await user.type(within(dialog).getByLabelText(/Email/), 'ines@cabinet.fr');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le psychologue' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/Numéro ADELI/)).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText(taken)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await user.click(screen.getByRole('button', { name: /Ajouter un psychologue/ }));
    expect(within(await screen.findByRole('dialog')).getByLabelText(/Prénom/)).toHaveValue('');
  });
});

describe('a psychologist card', () => {
  it('edits in a dialog, with the password sent empty', async () => {
    const { user } = renderView([apiHandler('GET', listPath, pageOf([aPsychologist()])), apiHandler('PUT', '/api/admin/doctors/update/:doctorId', aPsychologist({ lastName: 'Dubois-Martin' }))]);
    const card = await screen.findByRole('article', { name: 'Claire Dubois' });
    await user.click(within(card).getByRole('button', { name: 'Modifier Claire Dubois' }));
    const dialog = await findLoadedDialog('Modifier Claire Dubois');
    expect(within(dialog).getByLabelText(/Numéro ADELI/)).toHaveValue('751234567');
    expect(within(dialog).getByRole('checkbox', { name: 'Neuropsychologue' })).toBeChecked();
    const lastName = within(dialog).getByLabelText(/^Nom/);
    await user.clear(lastName);
    await user.type(lastName, 'Dubois-Martin');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Neuropsychologue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Sauvegarder' }));

    expect(await screen.findByText('Psychologue modifié')).toBeInTheDocument();
    const update = apiCalls().find((call) => call.method === 'PUT');
    expect(update?.url).toBe(`/api/admin/doctors/update/${aPsychologist().userId}`);
    expect(update?.body).toEqual({
      firstName: 'Claire',
      lastName: 'Dubois-Martin',
      adeliNumber: '751234567',
      mail: 'claire.dubois@cabinet.fr',
      phoneNumber: '0611223344',
      address: 'Lyon',
      doctorCategories: ['Psychologue clinicien'],
      password: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the invitation's state, resends it, and offers no temporary password", async () => {
    const marc = aPsychologist({
      userId: 'b',
      firstName: 'Marc',
      isFirstConnection: true,
      invitation: { status: 'EXPIRED', mail: 'marc@cabinet.fr', sentAt: '2030-01-01T09:00:00.000Z', expiresAt: '2030-01-15T09:00:00.000Z' },
    });
    const { user } = renderView([apiHandler('GET', listPath, pageOf([aPsychologist(), marc])), apiHandler('POST', '/api/admin/doctors/b/invitation/resend', { doctor: marc })]);
    const card = await screen.findByRole('article', { name: 'Marc Dubois' });
    expect(within(card).getByText('Invitation expirée')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mot de passe temporaire/ })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: "Renvoyer l'invitation de Marc Dubois" }));
    expect(await screen.findByText('Invitation renvoyée')).toBeInTheDocument();
    expect(apiCalls().filter((call) => call.method === 'POST' && call.url === '/api/admin/doctors/b/invitation/resend')).toHaveLength(1);
  });

  it('blocks and unblocks through the lock toggle, and says when it failed', async () => {
    const { user } = renderView([
      apiHandler('GET', listPath, pageOf([aPsychologist(), aPsychologist({ userId: 'b', firstName: 'Marc', locked: true })])),
      apiHandler('POST', '/api/account/lock/toggle', { userId: aPsychologist().userId, locked: true }),
    ]);
    await user.click(within(await screen.findByRole('article', { name: 'Claire Dubois' })).getByRole('button', { name: 'Bloquer Claire Dubois' }));
    expect(await screen.findByText('Psychologue bloqué')).toBeInTheDocument();
    expect(apiCalls().find((call) => call.method === 'POST')?.body).toEqual({ userId: aPsychologist().userId, lockAccount: true });

    serveApi(apiHandler('POST', '/api/account/lock/toggle', apiError(500)));
    await user.click(within(screen.getByRole('article', { name: 'Marc Dubois' })).getByRole('button', { name: 'Débloquer Marc Dubois' }));
    expect(await screen.findByText('Impossible de débloquer le psychologue')).toBeInTheDocument();
  });

  it('asks before deleting, and shows why the server refused', async () => {
    const refusal = 'Impossible de supprimer le psychologue : 2 consultations sont encore à venir.';
    const { user } = renderView([apiHandler('GET', listPath, pageOf([aPsychologist()])), apiHandler('DELETE', '/api/admin/doctors/delete/:doctorId', apiError(409, refusal))]);
    const card = await screen.findByRole('article', { name: 'Claire Dubois' });
    await user.click(within(card).getByRole('button', { name: 'Supprimer Claire Dubois' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Supprimer le psychologue' });
    expect(confirm).toHaveTextContent('Êtes-vous sûr de vouloir supprimer le psychologue "Claire Dubois" ? Cette action est irréversible.');
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();

    serveApi(apiHandler('DELETE', '/api/admin/doctors/delete/:doctorId', { success: true, message: 'ok' }));
    await user.click(within(card).getByRole('button', { name: 'Supprimer Claire Dubois' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Psychologue supprimé')).toBeInTheDocument();
    expect(
      apiCalls()
        .filter((call) => call.method === 'DELETE')
        .at(-1)?.url,
    ).toBe(`/api/admin/doctors/delete/${aPsychologist().userId}`);
  });

  it('opens the billing screen for a TECH administrator', async () => {
    const { user } = renderView([apiHandler('GET', listPath, pageOf([aPsychologist()]))], { adminRole: 'TECH' });
    const card = await screen.findByRole('article', { name: 'Claire Dubois' });
    const billing = await within(card).findByRole('button', { name: 'Facturation de Claire Dubois' });
    await waitFor(() => expect(billing).toBeEnabled());
    await user.click(billing);
    expect(screen.getByTestId('location')).toHaveTextContent(`/account/admin/${aPsychologist().userId}`);
  });

  it('disables billing for a SITE administrator, saying why', async () => {
    renderView([apiHandler('GET', listPath, pageOf([aPsychologist()]))], { adminRole: 'SITE' });
    const card = await screen.findByRole('article', { name: 'Claire Dubois' });
    const hint = within(card).getByRole('group', { name: 'Facturation : Accès réservé aux administrateurs techniques' });
    expect(within(hint).getByRole('button', { name: /Facturation/ })).toBeDisabled();
  });

  it("lets a TECH administrator ask for a psychologist's second-factor reset after a confirmation; a SITE administrator does not see it", async () => {
    const { user, unmount } = renderView([
      apiHandler('GET', listPath, pageOf([aPsychologist()])),
      apiHandler('POST', `/api/admin/accounts/${aPsychologist().userId}/second-factor/reset`, { success: true, message: 'Demande enregistrée.' }),
    ]);
    const claire = await screen.findByRole('article', { name: 'Claire Dubois' });
    await user.click(await within(claire).findByRole('button', { name: 'Réinitialiser la double authentification de Claire Dubois' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Réinitialiser la double authentification ?' });
    expect(dialog).toHaveTextContent('Un second administrateur TECH devra approuver cette demande');
    await user.click(within(dialog).getByRole('button', { name: 'Demander la réinitialisation' }));
    expect(await screen.findByText('Demande de réinitialisation envoyée')).toBeInTheDocument();
    expect(apiCalls().find((call) => call.method === 'POST')?.url).toBe(`/api/admin/accounts/${aPsychologist().userId}/second-factor/reset`);
    unmount();

    renderView([apiHandler('GET', listPath, pageOf([aPsychologist()]))], { adminRole: 'SITE' });
    const siteView = await screen.findByRole('article', { name: 'Claire Dubois' });
    // The billing refusal shows once the viewer's role is known: only then is the absence meaningful.
    expect(await within(siteView).findByText(adminPermissionRefusal('billing:read'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Réinitialiser la double authentification/ })).not.toBeInTheDocument();
  }, 15_000);
});
