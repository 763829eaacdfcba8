import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { renderWithProviders } from '@/test/render-with-providers';
import { apiCalls, apiError, apiHandler, serveApi } from '@/test/fake-api';
import { aBill, aBilling, me, PSYCHOLOGIST_ID } from './billing/test-fixtures';
import { signInAsAdmin } from './companies/test-fixtures';
import { PsychologistBillingPage } from './psychologist-billing-page';

const billsPath = `/api/admin/doctors/${PSYCHOLOGIST_ID}/bills` as const;
const normalise = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

function renderPage(routes: HttpHandler[], adminRole: 'SITE' | 'TECH' = 'TECH') {
  serveApi(apiHandler('GET', '/api/admin/admins/get/me', me(adminRole)), ...routes);
  renderWithProviders(<PsychologistBillingPage />, { path: '/account/admin/:psychologistId', route: `/account/admin/${PSYCHOLOGIST_ID}` });
  // Not filtered by the input's accept list: the page's own check of the name is under test.
  return { user: userEvent.setup({ applyAccept: false }) };
}

beforeEach(signInAsAdmin);
afterEach(() => vi.restoreAllMocks());

describe('PsychologistBillingPage', () => {
  it('shows the psychologist, the three tiles and one row per month with its figures', async () => {
    renderPage([
      apiHandler(
        'GET',
        billsPath,
        aBilling(
          [
            aBill({ month: '2026-11', consultationsCount: 1, totalAmountCents: 8000, isInProgress: true }),
            aBill({
              status: 'validated',
              document: { fileName: 'facture-octobre.pdf', mediaType: 'application/pdf', sizeBytes: 1000 },
              uploadDate: '2026-11-02T10:00:00Z',
              validationDate: '2026-11-03T10:00:00Z',
            }),
          ],
          { summary: { totalConsultations: 4, pendingAmountCents: 32000, paidBillsCount: 2 } },
        ),
        { delayMs: 20 },
      ),
    ]);
    expect(screen.getByText('Chargement de la facturation...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Claire Dubois' })).toBeInTheDocument();
    expect(document.title).toBe('Facturation du psychologue – Parenthèse');
    expect(screen.getByText('Actif')).toBeInTheDocument();
    for (const text of ['759312345', 'psy.clinicien@demo.fr', '06.11.22.33.44', '12 rue de la Paix, 75002 Paris', 'Psychologue clinicien', 'Neuropsychologue'])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux psychologues' })).toHaveAttribute('href', '/account/admin?view=psychologists');

    expect(normalise(screen.getByText('Consultations au total').nextElementSibling?.textContent ?? null)).toBe('4');
    expect(normalise(screen.getByText('Montant en attente').nextElementSibling?.textContent ?? null)).toBe('320 €');
    expect(normalise(screen.getByText('Factures payées').nextElementSibling?.textContent ?? null)).toBe('2');

    const table = screen.getByRole('table', { name: 'Facturation mensuelle de Claire Dubois' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Période', 'Consultations', 'Montant', 'Statut', 'Document', 'Actions']);
    const current = within(table).getByRole('row', { name: 'Novembre 2026' });
    expect(within(current).getByText('Mois en cours')).toBeInTheDocument();
    expect(within(current).queryByRole('button')).not.toBeInTheDocument();
    const october = within(table).getByRole('row', { name: 'Octobre 2026' });
    expect(normalise(october.textContent)).toContain('240 €');
    expect(within(october).getByText('Validé')).toBeInTheDocument();
    expect(within(october).getByText('En attente de paiement')).toBeInTheDocument();
    expect(within(october).getByText('facture-octobre.pdf')).toBeInTheDocument();
    expect(within(october).getByRole('button', { name: /Marquer comme payé/ })).toBeInTheDocument();
    expect(within(october).queryByRole('button', { name: /Clôturer/ })).not.toBeInTheDocument();
  });

  it('uploads a document: Uploader is disabled until a file is chosen, then sends it and says so', async () => {
    const { user } = renderPage([apiHandler('GET', billsPath, aBilling()), apiHandler('POST', `${billsPath}/2026-10/document`, aBill({ status: 'uploaded' }))]);
    await user.click(await screen.findByRole('button', { name: "Uploader la facture d'octobre 2026" }));
    const dialog = await screen.findByRole('dialog', { name: "Uploader la facture d'octobre 2026" });
    const submit = within(dialog).getByRole('button', { name: 'Uploader' });
    expect(submit).toBeDisabled();

    await user.upload(within(dialog).getByLabelText('Document de facturation'), new File(['bonjour'], 'notes.txt', { type: 'text/plain' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Type de fichier non accepté');
    expect(submit).toBeDisabled();

    const invoice = new File(['%PDF-1.4 facture'], 'facture.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText('Document de facturation'), invoice);
    expect(submit).toBeEnabled();
    // jsdom's FormData loses the file's name on its way through Node's fetch: the form is read as the page hands it to fetch.
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await user.click(submit);
    expect(await screen.findByText('Document uploadé')).toBeInTheDocument();
    expect(screen.getByText("La facture d'octobre 2026 a été enregistrée.")).toBeInTheDocument();
    expect(
      apiCalls()
        .filter((call) => call.method === 'POST')
        .map((call) => call.url),
    ).toEqual([`${billsPath}/2026-10/document`]);
    const sent = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST')?.[1];
    expect(sent?.body).toBeInstanceOf(FormData);
    expect(((sent?.body as FormData).get('file') as File).name).toBe('facture.pdf');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("closes a month after confirmation ('Clôturer') and shows the server's refusal otherwise", async () => {
    const { user } = renderPage([
      apiHandler('GET', billsPath, aBilling([aBill({ status: 'uploaded', document: { fileName: 'f.pdf', mediaType: 'application/pdf', sizeBytes: 10 }, uploadDate: '2026-11-02T10:00:00Z' })])),
      apiHandler('POST', `${billsPath}/2026-10/validate`, aBill({ status: 'validated' })),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Clôturer octobre 2026' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Clôturer la facturation' });
    await user.click(within(confirm).getByRole('button', { name: 'Clôturer' }));
    expect(await screen.findByText('Facturation validée')).toBeInTheDocument();
    expect(screen.getByText('La facturation a été clôturée avec succès.')).toBeInTheDocument();
    expect(
      apiCalls()
        .filter((call) => call.method === 'POST')
        .map((call) => call.url),
    ).toEqual([`${billsPath}/2026-10/validate`]);

    serveApi(apiHandler('POST', `${billsPath}/2026-10/validate`, apiError(409, 'Cette facturation est déjà clôturée.')));
    await user.click(screen.getByRole('button', { name: 'Clôturer octobre 2026' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clôturer' }));
    expect(await screen.findByText('Cette facturation est déjà clôturée.')).toBeInTheDocument();
  });

  it('says how many of a month’s consultations the employee missed, only when there are some (decision 0062)', async () => {
    renderPage([apiHandler('GET', billsPath, aBilling([aBill({ month: '2026-10', consultationsCount: 3, noShowsCount: 2 }), aBill({ month: '2026-09', consultationsCount: 1, noShowsCount: 0 })]))]);
    const october = await screen.findByRole('row', { name: /octobre 2026/i });
    expect(within(october).getByText('dont 2 rendez-vous manqués par les salariés')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /septembre 2026/i })).queryByText(/manqué/)).not.toBeInTheDocument();
  });

  it("writes the month inside its sentences in lower case, « d'avril », « d'octobre » but « de mars »", async () => {
    const paid = { fileName: 'f.pdf', mediaType: 'application/pdf', sizeBytes: 10 };
    const { user } = renderPage([
      apiHandler(
        'GET',
        billsPath,
        aBilling([
          aBill({ status: 'validated', document: paid, uploadDate: '2026-11-02T10:00:00Z', validationDate: '2026-11-03T10:00:00Z' }),
          aBill({ month: '2026-03', status: 'validated', document: paid, uploadDate: '2026-04-02T10:00:00Z', validationDate: '2026-04-03T10:00:00Z' }),
        ]),
      ),
      apiHandler('POST', `${billsPath}/2026-10/pay`, aBill({ status: 'paid' })),
      apiHandler('POST', `${billsPath}/2026-03/pay`, aBill({ month: '2026-03', status: 'paid' })),
    ]);
    const october = await screen.findByRole('row', { name: 'Octobre 2026' });
    expect(within(october).getByRole('button', { name: "Télécharger le document d'octobre 2026" })).toBeInTheDocument();
    await user.click(within(october).getByRole('button', { name: 'Marquer comme payé octobre 2026' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Marquer comme payé' });
    expect(normalise(confirm.textContent)).toContain('pour octobre 2026 ?');
    await user.click(within(confirm).getByRole('button', { name: 'Marquer comme payé' }));
    expect(await screen.findByText("La facture d'octobre 2026 est marquée comme payée.")).toBeInTheDocument();

    await user.click(within(screen.getByRole('row', { name: 'Mars 2026' })).getByRole('button', { name: 'Marquer comme payé mars 2026' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Marquer comme payé' })).getByRole('button', { name: 'Marquer comme payé' }));
    expect(await screen.findByText('La facture de mars 2026 est marquée comme payée.')).toBeInTheDocument();
  });

  it('tells a SITE administrator the billing is for technical administrators, without asking for it', async () => {
    renderPage([apiHandler('GET', billsPath, aBilling())], 'SITE');
    expect(await screen.findByText('Accès réservé aux administrateurs techniques')).toBeInTheDocument();
    expect(screen.queryByText('240 €')).not.toBeInTheDocument();
    expect(apiCalls().some((call) => call.url.startsWith(billsPath))).toBe(false);
  });

  it('shows the same message when the server refuses (403)', async () => {
    renderPage([apiHandler('GET', billsPath, apiError(403, 'Accès réservé aux administrateurs techniques.'))]);
    expect(await screen.findByText('Accès réservé aux administrateurs techniques')).toBeInTheDocument();
  });

  it('shows a load error with Réessayer, and an empty state', async () => {
    const { user } = renderPage([apiHandler('GET', billsPath, apiError(404, 'Psychologue introuvable'))]);
    expect(await screen.findByText('Psychologue introuvable')).toBeInTheDocument();
    serveApi(apiHandler('GET', billsPath, aBilling([], { summary: { totalConsultations: 0, pendingAmountCents: 0, paidBillsCount: 0 } })));
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucune consultation facturable pour le moment.')).toBeInTheDocument();
  });

  it("shows 'Erreur' / 'ID du psychologue manquant' without an id", () => {
    renderWithProviders(<PsychologistBillingPage />, { path: '/account/admin', route: '/account/admin' });
    expect(screen.getByText('Erreur')).toBeInTheDocument();
    expect(screen.getByText('ID du psychologue manquant')).toBeInTheDocument();
  });
});
