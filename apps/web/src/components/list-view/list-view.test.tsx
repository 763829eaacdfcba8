import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { HttpError } from '@/lib/http-client';
import { ListView, type ListNoun } from './list-view';
import type { ListQuery, PageResult } from './list-params';

type Company = { id: string; name: string };

const companies: Company[] = Array.from({ length: 45 }, (_, index) => ({ id: `c${index + 1}`, name: `Entreprise ${index + 1}` }));
companies[6].name = 'Alpha Conseil';
const noun: ListNoun = { singular: 'entreprise', plural: 'entreprises', isFeminine: true };

/** A server that filters and pages like the API's list helper, and records what it was asked. */
function fakeServer() {
  const asked: ListQuery[] = [];
  let failuresLeft = 0;
  const answer = async (listQuery: ListQuery): Promise<PageResult<Company>> => {
    asked.push(listQuery);
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new HttpError(0, 'Erreur réseau');
    }
    const matching = companies.filter((company) => company.name.toLowerCase().includes(listQuery.search.toLowerCase()));
    const start = (listQuery.page - 1) * listQuery.pageSize;
    return { items: matching.slice(start, start + listQuery.pageSize), total: matching.length, page: listQuery.page, pageSize: listQuery.pageSize };
  };
  const query = (listQuery: ListQuery) => queryOptions({ queryKey: ['test', 'companies', listQuery], queryFn: () => answer(listQuery) });
  return { asked, query, failNext: (times = 1) => (failuresLeft = times) };
}

function renderList(server: ReturnType<typeof fakeServer>, address = '/account/admin?view=companies') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/account/admin', element: <ListView query={server.query} noun={noun} itemKey={(company) => company.id} renderItem={(company) => <p>{company.name}</p>} /> }],
    { initialEntries: [address] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const names = () =>
    within(screen.getByRole('region', { name: 'Liste des entreprises' }))
      .queryAllByRole('listitem')
      .map((item) => item.textContent);
  return { router, user: userEvent.setup(), names };
}

afterEach(() => vi.restoreAllMocks());

describe('ListView', () => {
  it('shows skeleton cards while loading, then the count in a live region, the first page and the pager', async () => {
    const server = fakeServer();
    const { names } = renderList(server);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des entreprises...');

    expect(await screen.findByText('Entreprise 1')).toBeInTheDocument();
    expect(screen.getByText('45 entreprises')).toHaveAttribute('aria-live', 'polite');
    expect(names()).toHaveLength(20);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: 'Page 3' })).toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: 'Page précédente' })).toHaveAttribute('aria-disabled', 'true');
    expect(server.asked).toEqual([{ search: '', page: 1, pageSize: 20 }]);
  });

  it('pages through the address, keeps its other parameters and takes the focus to the list', async () => {
    const server = fakeServer();
    const { router, user, names } = renderList(server);
    await screen.findByText('Entreprise 1');

    await user.click(screen.getByRole('link', { name: 'Page suivante' }));
    await waitFor(() => expect(names()[0]).toBe('Entreprise 21'));
    expect(router.state.location.search).toBe('?view=companies&page=2');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('region', { name: 'Liste des entreprises' })).toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(names()).toHaveLength(5));
    expect(screen.getByRole('link', { name: 'Page suivante' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('searches once the typing pauses, from page 1, and says the count in the singular', async () => {
    const server = fakeServer();
    const { router, user, names } = renderList(server, '/account/admin?view=companies&page=2');
    await screen.findByText('Entreprise 21');

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher des entreprises' }), 'Alpha');
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'Rechercher...');
    await waitFor(() => expect(names()).toEqual(['Alpha Conseil']));
    expect(screen.getByText('1 entreprise')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=companies&search=Alpha');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    // One call for the whole word, none per letter.
    expect(server.asked.map((asked) => asked.search)).toEqual(['', 'Alpha']);
  });

  it('gives the search form a submit control, out of the tab order, that searches', async () => {
    const server = fakeServer();
    const { router } = renderList(server);
    await screen.findByText('Entreprise 1');
    const search = screen.getByRole('search');
    // A form without a submit control leaves assistive technologies without a way to send it (WCAG 3.2.2).
    const submit = within(search).getByRole('button', { name: 'Rechercher' });
    expect(submit).toHaveAttribute('type', 'submit');
    expect(submit).toHaveAttribute('tabindex', '-1');
    fireEvent.change(within(search).getByRole('searchbox'), { target: { value: 'Alpha' } });
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.search).toBe('?view=companies&search=Alpha'));
  });

  it('says when nothing matches, and the box follows the address back', async () => {
    const server = fakeServer();
    const { router, user } = renderList(server);
    await screen.findByText('Entreprise 1');

    await user.type(screen.getByRole('searchbox'), 'zzz{Enter}');
    expect(await screen.findByText('Aucune entreprise trouvée pour « zzz »')).toBeInTheDocument();
    expect(screen.getByText('0 entreprise')).toBeInTheDocument();

    await router.navigate('/account/admin?view=companies&search=Alpha');
    await waitFor(() => expect(screen.getByRole('searchbox')).toHaveValue('Alpha'));
    expect(await screen.findByText('Alpha Conseil')).toBeInTheDocument();
  });

  it("shows the error with 'Réessayer', which loads the list again", async () => {
    const server = fakeServer();
    server.failNext();
    const { user } = renderList(server);

    expect(await screen.findByText('Erreur lors du chargement des entreprises')).toBeInTheDocument();
    expect(screen.getByText('Erreur réseau')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Entreprise 1')).toBeInTheDocument();
  });

  it('goes to the last page when the address asks for a page past the end', async () => {
    const server = fakeServer();
    const { router } = renderList(server, '/account/admin?view=companies&page=9');
    await waitFor(() => expect(router.state.location.search).toBe('?view=companies&page=3'));
    expect(await screen.findByText('Entreprise 41')).toBeInTheDocument();
  });

  it('lets a screen lay a page out itself (a table), with the same count and pager', async () => {
    const server = fakeServer();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const table = (items: Company[]) => (
      <table aria-label="Entreprises">
        <tbody>
          {items.map((company) => (
            <tr key={company.id}>
              <td>{company.name}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
    const router = createMemoryRouter([{ path: '/account/admin', element: <ListView query={server.query} noun={noun} itemKey={(company) => company.id} renderItems={table} /> }], {
      initialEntries: ['/account/admin?page=3'],
    });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const rows = within(await screen.findByRole('table', { name: 'Entreprises' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['Entreprise 41', 'Entreprise 42', 'Entreprise 43', 'Entreprise 44', 'Entreprise 45']);
    expect(within(screen.getByRole('region', { name: 'Liste des entreprises' })).queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('45 entreprises')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });
});
