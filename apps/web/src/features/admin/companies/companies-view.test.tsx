import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { findLoadedDialog } from '@/test/on-demand';
import userEvent from '@testing-library/user-event';
import { COMPANY_NAME_TAKEN } from '@parenthese/shared';
import { renderWithProviders } from '@/test/render-with-providers';
import { apiCalls, apiError, apiHandler, serveApi } from '@/test/fake-api';
import { CompaniesView } from './companies-view';
import { aCompany, pageOf, signInAsAdmin } from './test-fixtures';

const listPath = '/api/admin/companies/get/all';

function renderView(route = '/account/admin?view=companies') {
  const view = renderWithProviders(<CompaniesView />, { path: '/account/admin', route });
  return { ...view, user: userEvent.setup() };
}

beforeEach(signInAsAdmin);

describe('CompaniesView', () => {
  it('shows 3 skeleton cards while loading, then the header, the count and one card per company with its figures', async () => {
    serveApi(
      apiHandler(
        'GET',
        listPath,
        pageOf([
          aCompany(),
          aCompany({ companyId: 'b', companyName: 'Beta', status: 'PENDING', triggerMailIfCreditsLow: false, amountOfCreditsToTriggerMail: 0, usagePercent: 0, companyPhone: '', companyAddress: '' }),
          aCompany({ companyId: 'c', companyName: 'Gamma', status: 'LOCKED', locked: true, creditsAmount: null, usagePercent: null, poolAsOf: null }),
        ]),
        { delayMs: 20 },
      ),
    );
    renderView();
    const loading = screen.getByText('Chargement des entreprises...').closest('[role="status"]');
    // Three skeleton cards in the grid.
    expect(loading?.lastElementChild?.children).toHaveLength(3);

    expect(screen.getByRole('heading', { name: 'Entreprises' })).toBeInTheDocument();
    expect(screen.getByText('Gérez vos entreprises et leurs informations')).toBeInTheDocument();
    const alpha = await screen.findByRole('article', { name: 'Alpha Conseil' });
    expect(screen.getByText('3 entreprises')).toBeInTheDocument();
    expect(apiCalls()[0].url).toBe('/api/admin/companies/get/all?page=1&pageSize=20');

    expect(within(alpha).getByText('Activée')).toBeInTheDocument();
    // The pool as of the last nightly snapshot, with its day (decision 0045).
    expect(within(alpha).getByText('Crédits au 27 janvier à 0 h').nextSibling).toHaveTextContent('75');
    expect(within(alpha).getByText('Consultations max. par employé').nextSibling).toHaveTextContent('2');
    expect(within(alpha).getByText("Seuil d'alerte")).toBeInTheDocument();
    expect(within(alpha).getByText('20 %')).toBeInTheDocument();
    expect(within(alpha).getByRole('progressbar', { name: 'Utilisation des crédits au 27 janvier à 0 h' })).toHaveAttribute('aria-valuenow', '25');
    expect(within(alpha).getByText('Entreprise active')).toBeInTheDocument();

    const beta = screen.getByRole('article', { name: 'Beta' });
    expect(within(beta).getByText('En attente')).toBeInTheDocument();
    expect(within(beta).getByText('Entreprise en attente')).toBeInTheDocument();
    expect(within(beta).queryByText("Seuil d'alerte")).not.toBeInTheDocument();
    const gamma = screen.getByRole('article', { name: 'Gamma' });
    expect(within(gamma).getByText('Bloquée')).toBeInTheDocument();
    // No snapshot yet: no figure, and why.
    expect(within(gamma).getByText("Pas encore d'état des crédits : le premier est pris cette nuit à 0 h.")).toBeInTheDocument();
    expect(within(gamma).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Ajouter une entreprise/ })).toBeInTheDocument();
  });

  it('folds the contact information, with the real phone and address, or Non renseigné', async () => {
    serveApi(apiHandler('GET', listPath, pageOf([aCompany(), aCompany({ companyId: 'b', companyName: 'Beta', companyPhone: '', companyAddress: '' })])));
    const { user } = renderView();
    const alpha = await screen.findByRole('article', { name: 'Alpha Conseil' });
    const toggle = within(alpha).getByRole('button', { name: 'Informations de contact' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(alpha).queryByText('rh@alpha.fr')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(within(alpha).getByRole('link', { name: 'rh@alpha.fr' })).toHaveAttribute('href', 'mailto:rh@alpha.fr');
    expect(within(alpha).getByText('01.42.00.00.00')).toBeInTheDocument();
    expect(within(alpha).getByText('12 rue de la Paix, 75002 Paris')).toBeInTheDocument();

    const beta = screen.getByRole('article', { name: 'Beta' });
    await user.click(within(beta).getByRole('button', { name: 'Informations de contact' }));
    expect(within(beta).getByText('Non renseigné')).toBeInTheDocument();
    expect(within(beta).getByText('Non renseignée')).toBeInTheDocument();
  });

  it('searches on the server from the address, says the count in the singular and when nothing matches', async () => {
    serveApi(apiHandler('GET', listPath, pageOf([aCompany()])));
    const { user } = renderView('/account/admin?view=companies&search=alpha');
    await screen.findByRole('article', { name: 'Alpha Conseil' });
    expect(screen.getByText('1 entreprise')).toBeInTheDocument();
    expect(apiCalls()[0].url).toBe('/api/admin/companies/get/all?page=1&pageSize=20&search=alpha');

    serveApi(apiHandler('GET', listPath, pageOf([])));
    const search = screen.getByRole('searchbox', { name: 'Rechercher des entreprises' });
    expect(search).toHaveAttribute('placeholder', 'Rechercher...');
    await user.clear(search);
    await user.type(search, 'zzz{Enter}');
    expect(await screen.findByText('Aucune entreprise trouvée pour "zzz"')).toBeInTheDocument();
    // The add card stays.
    expect(screen.getByRole('button', { name: /Ajouter une entreprise/ })).toBeInTheDocument();
  });

  it('says the load failed and retries', async () => {
    serveApi(apiHandler('GET', listPath, apiError(500, 'Erreur lors du chargement des entreprises')));
    const { user } = renderView();
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.getAllByText('Erreur lors du chargement des entreprises').length).toBeGreaterThan(0);
    serveApi(apiHandler('GET', listPath, pageOf([aCompany()])));
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('article', { name: 'Alpha Conseil' })).toBeInTheDocument();
  });
});

describe('creating a company', () => {
  it('checks the fields, shows the threshold only with the alert on, sends the request and says so', async () => {
    const created = aCompany({ companyId: 'n', companyName: 'Nouvelle Entreprise' });
    serveApi(apiHandler('GET', listPath, pageOf([])), apiHandler('POST', '/api/admin/companies/create', created));
    const { user } = renderView();
    await user.click(await screen.findByRole('button', { name: /Ajouter une entreprise/ }));
    const dialog = await findLoadedDialog('Créer une nouvelle entreprise');
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Seuil d'alerte \(%\)/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: "Créer l'entreprise" }));
    expect(await within(dialog).findByText("Le nom de l'entreprise est requis")).toBeInTheDocument();
    expect(within(dialog).getByText("L'adresse email est requise")).toBeInTheDocument();
    expect(within(dialog).getByText('Le nombre de crédits est requis')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Nom de l'entreprise/), 'Nouvelle Entreprise');
    await user.type(within(dialog).getByLabelText(/Email de contact/), 'contact@nouvelle.fr');
    await user.type(within(dialog).getByLabelText(/Nombre de crédits/), '-5');
    const slider = within(dialog).getByRole('slider', { name: 'Consultations maximales' });
    expect(slider).toHaveAttribute('aria-valuemin', '1');
    expect(slider).toHaveAttribute('aria-valuemax', '3');
    expect(slider).toHaveAttribute('aria-valuenow', '1');
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '2');

    await user.click(within(dialog).getByRole('switch', { name: "Seuil d'alerte" }));
    const threshold = within(dialog).getByLabelText(/Seuil d'alerte \(%\)/);
    expect(threshold).toHaveAttribute('placeholder', '80');
    await user.type(threshold, '150');
    await user.click(within(dialog).getByRole('button', { name: "Créer l'entreprise" }));
    expect(await within(dialog).findByText('Le nombre de crédits doit être un nombre entier positif ou nul')).toBeInTheDocument();
    expect(within(dialog).getByText("Le seuil d'alerte doit être un nombre entier entre 0 et 100")).toBeInTheDocument();
    expect(apiCalls().filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/Nombre de crédits/));
    await user.type(within(dialog).getByLabelText(/Nombre de crédits/), '100');
    await user.clear(threshold);
    await user.type(threshold, '20');
    await user.click(within(dialog).getByRole('button', { name: "Créer l'entreprise" }));

    expect(await screen.findByText('Entreprise créée')).toBeInTheDocument();
    expect(screen.getByText('L\'entreprise "Nouvelle Entreprise" a été créée avec succès.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(apiCalls().find((call) => call.method === 'POST')?.body).toEqual({
      companyName: 'Nouvelle Entreprise',
      companyMail: 'contact@nouvelle.fr',
      companyPhone: '',
      companyAddress: '',
      creditsAmount: 100,
      employeeAmountMax: 2,
      triggerMailIfCreditsLow: true,
      amountOfCreditsToTriggerMail: 20,
      reportMailEnabled: true,
      logoUrl: '',
    });
  });

  it('sends 0 as the threshold when the alert is off, puts a taken email under its field, and resets on close', async () => {
    const taken = 'Cette adresse email est déjà utilisée.';
    serveApi(apiHandler('GET', listPath, pageOf([])), apiHandler('POST', '/api/admin/companies/create', apiError(409, taken)));
    const { user } = renderView();
    await user.click(await screen.findByRole('button', { name: /Ajouter une entreprise/ }));
    const dialog = await findLoadedDialog('Créer une nouvelle entreprise');
    await user.type(within(dialog).getByLabelText(/Nom de l'entreprise/), 'Doublon');
    await user.type(within(dialog).getByLabelText(/Email de contact/), 'rh@alpha.fr');
    await user.type(within(dialog).getByLabelText(/Nombre de crédits/), '10');
    const reportMail = within(dialog).getByRole('switch', { name: "Envoyer le rapport mensuel à l'adresse de contact" });
    expect(reportMail).toBeChecked();
    expect(reportMail).toHaveAccessibleDescription("Un rapport d'utilisation anonyme (aucun chiffre pour moins de 10 salariés), le 1er de chaque mois.");
    await user.click(reportMail);
    await user.click(within(dialog).getByRole('button', { name: "Créer l'entreprise" }));

    const email = within(dialog).getByLabelText(/Email de contact/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText(taken)).toBeInTheDocument();
    expect(apiCalls().find((call) => call.method === 'POST')?.body).toMatchObject({ triggerMailIfCreditsLow: false, amountOfCreditsToTriggerMail: 0, employeeAmountMax: 1, reportMailEnabled: false });

    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await user.click(screen.getByRole('button', { name: /Ajouter une entreprise/ }));
    expect(within(await screen.findByRole('dialog')).getByLabelText(/Nom de l'entreprise/)).toHaveValue('');
  });
  it('shows a name another company already has under the name field, as the server says it', async () => {
    serveApi(apiHandler('GET', listPath, pageOf([])), apiHandler('POST', '/api/admin/companies/create', apiError(409, COMPANY_NAME_TAKEN, { companyName: COMPANY_NAME_TAKEN })));
    const { user } = renderView();
    await user.click(await screen.findByRole('button', { name: /Ajouter une entreprise/ }));
    const dialog = await findLoadedDialog('Créer une nouvelle entreprise');
    await user.type(within(dialog).getByLabelText(/Nom de l'entreprise/), 'atelier eleonore');
    await user.type(within(dialog).getByLabelText(/Email de contact/), 'rh@eleonore.fr');
    await user.type(within(dialog).getByLabelText(/Nombre de crédits/), '10');
    await user.click(within(dialog).getByRole('button', { name: "Créer l'entreprise" }));

    const name = within(dialog).getByLabelText(/Nom de l'entreprise/);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(expect.stringContaining(COMPANY_NAME_TAKEN));
    expect(within(dialog).getByLabelText(/Email de contact/)).not.toHaveAttribute('aria-invalid', 'true');
  });
});

describe('a company card', () => {
  it('edits inline, phone, address and the lock included, then says so', async () => {
    serveApi(apiHandler('GET', listPath, pageOf([aCompany()])), apiHandler('POST', '/api/admin/companies/update/:companyId', aCompany({ companyPhone: '0611223344', locked: true, status: 'LOCKED' })));
    const { user } = renderView();
    const card = await screen.findByRole('article', { name: 'Alpha Conseil' });
    await user.click(within(card).getByRole('button', { name: "Modifier l'entreprise Alpha Conseil" }));
    const form = await within(card).findByRole('form', { name: "Modifier l'entreprise Alpha Conseil" });
    expect(within(form).getByLabelText(/Nom de l'entreprise/)).toHaveFocus();
    expect(within(form).getByLabelText(/Seuil d'alerte \(%\)/)).toHaveValue('20');
    expect(within(form).getByLabelText('Adresse')).toHaveAttribute('autocomplete', 'address-line1');
    // Named through aria as well as <label for>: pa11y's engine ignores the latter on a button.
    expect(within(form).getByRole('switch', { name: 'Entreprise bloquée' })).toHaveAttribute('aria-labelledby');
    const phone = within(form).getByLabelText('Téléphone');
    await user.clear(phone);
    await user.type(phone, '06 11 22 33 44');
    await user.click(within(form).getByRole('switch', { name: 'Entreprise bloquée' }));
    await user.click(within(form).getByRole('switch', { name: "Envoyer le rapport mensuel à l'adresse de contact", checked: true }));
    await user.click(within(form).getByRole('button', { name: 'Sauvegarder' }));

    expect(await screen.findByText('Entreprise modifiée')).toBeInTheDocument();
    const update = apiCalls().find((call) => call.method === 'POST');
    expect(update?.url).toBe(`/api/admin/companies/update/${aCompany().companyId}`);
    expect(update?.body).toMatchObject({
      companyId: aCompany().companyId,
      companyPhone: '06 11 22 33 44',
      locked: true,
      creditsAmount: 75,
      amountOfCreditsToTriggerMail: 20,
      reportMailEnabled: false,
    });
    await waitFor(() => expect(within(card).queryByRole('form')).not.toBeInTheDocument());
  });

  it('shows a name another company already has under the name field of the edit form', async () => {
    serveApi(apiHandler('GET', listPath, pageOf([aCompany()])), apiHandler('POST', '/api/admin/companies/update/:companyId', apiError(409, COMPANY_NAME_TAKEN, { companyName: COMPANY_NAME_TAKEN })));
    const { user } = renderView();
    const card = await screen.findByRole('article', { name: 'Alpha Conseil' });
    await user.click(within(card).getByRole('button', { name: "Modifier l'entreprise Alpha Conseil" }));
    const form = await within(card).findByRole('form', { name: "Modifier l'entreprise Alpha Conseil" });
    const name = within(form).getByLabelText(/Nom de l'entreprise/);
    await user.clear(name);
    await user.type(name, 'Bêta Services');
    await user.click(within(form).getByRole('button', { name: 'Sauvegarder' }));

    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(expect.stringContaining(COMPANY_NAME_TAKEN));
    expect(within(card).getByRole('form')).toBeInTheDocument();
  });

  it('cancels an edit without sending anything', async () => {
    serveApi(apiHandler('GET', listPath, pageOf([aCompany()])));
    const { user } = renderView();
    const card = await screen.findByRole('article', { name: 'Alpha Conseil' });
    await user.click(within(card).getByRole('button', { name: "Modifier l'entreprise Alpha Conseil" }));
    await user.type(within(card).getByLabelText(/Nom de l'entreprise/), ' modifiée');
    await user.click(within(card).getByRole('button', { name: 'Annuler' }));
    expect(within(card).getByRole('button', { name: "Modifier l'entreprise Alpha Conseil" })).toHaveFocus();
    expect(apiCalls().filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('asks before deleting, and shows why the server refused', async () => {
    const refusal = "Impossible de supprimer l'entreprise : 2 consultations de ses salariés sont encore à venir.";
    serveApi(apiHandler('GET', listPath, pageOf([aCompany()])), apiHandler('DELETE', '/api/admin/companies/delete/:companyId', apiError(409, refusal)));
    const { user } = renderView();
    const card = await screen.findByRole('article', { name: 'Alpha Conseil' });
    await user.click(within(card).getByRole('button', { name: "Supprimer l'entreprise Alpha Conseil" }));
    const confirm = await screen.findByRole('alertdialog', { name: "Supprimer l'entreprise" });
    expect(confirm).toHaveTextContent('Êtes-vous sûr de vouloir supprimer l\'entreprise "Alpha Conseil" ? Cette action est irréversible.');
    expect(within(confirm).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(apiCalls().find((call) => call.method === 'DELETE')?.url).toBe(`/api/admin/companies/delete/${aCompany().companyId}`);

    serveApi(apiHandler('DELETE', '/api/admin/companies/delete/:companyId', { success: true, message: 'ok' }));
    await user.click(within(card).getByRole('button', { name: "Supprimer l'entreprise Alpha Conseil" }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Entreprise supprimée')).toBeInTheDocument();
    expect(screen.getByText('L\'entreprise "Alpha Conseil" a été supprimée du système.')).toBeInTheDocument();
  });
});
