import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/lib/session';
import { DemoRequestsList } from './demo-requests-list';

const fetchMock = vi.fn();
const jsonResponse = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
/** What the API answers for one page of the list. */
const pageOf = (items: unknown[], total = items.length) => ({ items, total, page: 1, pageSize: 20 });

// The list view reads its search and page from the address: the list is rendered at the admin page's.
function renderList(address = '/account/admin') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/account/admin', element: <DemoRequestsList /> }], { initialEntries: [address] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const request = (overrides: Record<string, string | null>) => ({
  id: overrides.companyName,
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'camille@exemple.fr',
  phone: '',
  companyName: 'Alpha',
  companySize: '11-50',
  requestedAt: '2030-01-07T08:00:00.000Z',
  message: '',
  createdAt: '2029-12-20T10:00:00.000Z',
  handledAt: null as string | null,
  ...overrides,
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  storeSession({ token: 'jeton', login: 'site.admin@demo.fr', role: 'ADMIN', firstConnexion: false });
});
afterEach(() => vi.unstubAllGlobals());

describe('DemoRequestsList', () => {
  it('lists the requests in the order the server gives (newest first), in French, with the bearer token', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        200,
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
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/admin/contact-requests?search=&page=1&pageSize=20&status=all');
    expect(init.headers.Authorization).toBe('Bearer jeton');
  });

  it('says when there is no request yet', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, pageOf([])));
    renderList();
    expect(await screen.findByText('Aucune demande de démonstration pour le moment.')).toBeInTheDocument();
  });

  it('shows the error with a retry button', async () => {
    fetchMock.mockResolvedValue(jsonResponse(403, { message: "Vous n'avez pas accès à cette ressource." }));
    renderList();
    expect(await screen.findByText('Erreur lors du chargement des demandes de démonstration')).toBeInTheDocument();
    expect(screen.getByText("Vous n'avez pas accès à cette ressource.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it("asks the API for the address's ?search= and shows what it found", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, pageOf([request({ companyName: 'Alpha', email: 'direction@alpha.fr' })])));
    renderList('/account/admin?search=ALPHA.FR');
    const items = await screen.findAllByRole('listitem');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/contact-requests?search=ALPHA.FR&page=1&pageSize=20&status=all');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Alpha');
    expect(screen.getByText('1 demande de démonstration')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Rechercher des demandes de démonstration' })).toHaveValue('ALPHA.FR');
  });

  it('filters toutes / à traiter / traitées through the address, and marks a request Traitée', async () => {
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'POST') return jsonResponse(200, request({ companyName: 'Alpha', handledAt: '2030-01-01T10:00:00.000Z' }));
      return jsonResponse(200, pageOf([request({ companyName: 'Alpha' }), request({ companyName: 'Beta', handledAt: '2029-12-21T10:00:00.000Z' })]));
    });
    const user = userEvent.setup();
    renderList('/account/admin?view=demo-requests');
    const [alpha, beta] = await screen.findAllByRole('listitem');
    expect(within(alpha).getByText('À traiter')).toBeInTheDocument();
    expect(within(beta).getByText('Traitée')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Toutes' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'À traiter' }));
    expect(screen.getByRole('radio', { name: 'À traiter' })).toBeChecked();
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/admin/contact-requests?search=&page=1&pageSize=20&status=pending');

    await user.click(within(alpha).getByRole('button', { name: 'Marquer comme traitée : Alpha' }));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/admin/contact-requests/Alpha/handled');
    expect(JSON.parse(post?.[1].body)).toEqual({ isHandled: true });
    await user.click(within(beta).getByRole('button', { name: 'Remettre à traiter : Beta' }));
    expect(JSON.parse(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').at(-1)?.[1].body)).toEqual({ isHandled: false });
  });

  it('reads the filter from the address', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, pageOf([])));
    renderList('/account/admin?status=handled');
    expect(await screen.findByText('Aucune demande traitée pour le moment.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Traitées' })).toBeChecked();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/contact-requests?search=&page=1&pageSize=20&status=handled');
  });
});
