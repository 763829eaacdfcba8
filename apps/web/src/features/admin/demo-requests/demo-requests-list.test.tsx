import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ContactRequestListItem, PageResult } from '@parenthese/shared';
import { storeSession } from '@/lib/session';
import { apiCalls, apiError, apiHandler, serveApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { DemoRequestsList } from './demo-requests-list';

/** What the API answers for one page of the list. */
const pageOf = (items: ContactRequestListItem[], total = items.length): PageResult<ContactRequestListItem> => ({ items, total, page: 1, pageSize: 20 });

// The list view reads its search and page from the address: the list is rendered at the admin page's.
const renderList = (address = '/account/admin') => renderWithProviders(<DemoRequestsList />, { path: '/account/admin', route: address });

/** The addresses of the list's calls, oldest first. */
const listCalls = () => apiCalls().filter((call) => call.method === 'GET');
const handledCalls = () => apiCalls().filter((call) => call.method === 'POST');

const request = (overrides: Partial<ContactRequestListItem>): ContactRequestListItem => ({
  id: overrides.companyName ?? 'Alpha',
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'camille@exemple.fr',
  phone: '',
  companyName: 'Alpha',
  companySize: '11-50',
  requestedAt: '2030-01-07T08:00:00.000Z',
  message: '',
  createdAt: '2029-12-20T10:00:00.000Z',
  handledAt: null,
  ...overrides,
});

beforeEach(() => storeSession({ token: 'jeton', login: 'site.admin@demo.fr', role: 'ADMIN', firstConnexion: false }));

describe('DemoRequestsList', () => {
  it('lists the requests in the order the server gives (newest first), in French, with the bearer token', async () => {
    serveApi(
      apiHandler(
        'GET',
        '/api/admin/contact-requests',
        pageOf([
          request({ companyName: 'Beta', companySize: '500+', phone: '0612345678', message: 'Deux sites à équiper.', requestedAt: '2030-01-08T13:00:00.000Z' }),
          request({ companyName: 'Alpha' }),
        ]),
      ),
    );
    renderList();
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Beta');
    expect(items[0]).toHaveTextContent('500+ employés');
    expect(items[0]).toHaveTextContent('06.12.34.56.78');
    expect(items[0]).toHaveTextContent('mardi 8 janvier 2030 à 14h00');
    expect(items[0]).toHaveTextContent('Deux sites à équiper.');
    expect(items[1]).toHaveTextContent('Alpha');
    expect(items[1]).toHaveTextContent('Non renseigné');
    const [{ url, authorization }] = listCalls();
    expect(url).toBe('/api/admin/contact-requests?search=&page=1&pageSize=20&status=all');
    expect(authorization).toBe('Bearer jeton');
  });

  it('says when there is no request yet', async () => {
    serveApi(apiHandler('GET', '/api/admin/contact-requests', pageOf([])));
    renderList();
    expect(await screen.findByText('Aucune demande de démonstration pour le moment.')).toBeInTheDocument();
  });

  it('shows the error with a retry button', async () => {
    serveApi(apiHandler('GET', '/api/admin/contact-requests', apiError(403, "Vous n'avez pas accès à cette ressource.")));
    renderList();
    expect(await screen.findByText('Erreur lors du chargement des demandes de démonstration')).toBeInTheDocument();
    expect(screen.getByText("Vous n'avez pas accès à cette ressource.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it("asks the API for the address's ?search= and shows what it found", async () => {
    serveApi(apiHandler('GET', '/api/admin/contact-requests', pageOf([request({ companyName: 'Alpha', email: 'direction@alpha.fr' })])));
    renderList('/account/admin?search=ALPHA.FR');
    const items = await screen.findAllByRole('listitem');
    expect(listCalls()[0].url).toBe('/api/admin/contact-requests?search=ALPHA.FR&page=1&pageSize=20&status=all');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Alpha');
    expect(screen.getByText('1 demande de démonstration')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Rechercher des demandes de démonstration' })).toHaveValue('ALPHA.FR');
  });

  it('filters toutes / à traiter / traitées through the address, and marks a request Traitée', async () => {
    serveApi(
      apiHandler('GET', '/api/admin/contact-requests', pageOf([request({ companyName: 'Alpha' }), request({ companyName: 'Beta', handledAt: '2029-12-21T10:00:00.000Z' })])),
      apiHandler('POST', '/api/admin/contact-requests/:id/handled', request({ companyName: 'Alpha', handledAt: '2030-01-01T10:00:00.000Z' })),
    );
    const user = userEvent.setup();
    renderList('/account/admin?view=demo-requests');
    const [alpha, beta] = await screen.findAllByRole('listitem');
    expect(within(alpha).getByText('À traiter')).toBeInTheDocument();
    expect(within(beta).getByText('Traitée')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Toutes' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'À traiter' }));
    expect(screen.getByRole('radio', { name: 'À traiter' })).toBeChecked();
    expect(apiCalls().at(-1)?.url).toBe('/api/admin/contact-requests?search=&page=1&pageSize=20&status=pending');

    await user.click(within(alpha).getByRole('button', { name: 'Marquer comme traitée : Alpha' }));
    const post = handledCalls()[0];
    expect(post?.url).toBe('/api/admin/contact-requests/Alpha/handled');
    expect(post?.body).toEqual({ isHandled: true });
    await user.click(within(beta).getByRole('button', { name: 'Remettre à traiter : Beta' }));
    expect(handledCalls().at(-1)?.body).toEqual({ isHandled: false });
  });

  it('reads the filter from the address', async () => {
    serveApi(apiHandler('GET', '/api/admin/contact-requests', pageOf([])));
    renderList('/account/admin?status=handled');
    expect(await screen.findByText('Aucune demande traitée pour le moment.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Traitées' })).toBeChecked();
    expect(listCalls()[0].url).toBe('/api/admin/contact-requests?search=&page=1&pageSize=20&status=handled');
  });
});
