import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminAccount, AuditLogEntry, PageResult } from '@parenthese/shared';
import { renderWithProviders } from '@/test/render-with-providers';
import { apiCalls, apiError, apiHandler, type ApiFailure, serveApi } from '@/test/fake-api';
import { pageOf, signInAsAdmin } from '../companies/test-fixtures';
import { AuditLogView, readAuditFilters } from './audit-log-view';

const INES = '11111111-1111-4111-8111-111111111111';
const HUGO = '22222222-2222-4222-8222-222222222222';
const COMPANY = '6c1f8a52-5d0e-4f57-9a3b-0c1d2e3f4a5b';
const EMPLOYEE = 'e0000000-0000-4000-8000-000000000001';

const entry = (overrides: Partial<AuditLogEntry>): AuditLogEntry => ({
  id: crypto.randomUUID(),
  createdAt: '2031-01-12T13:05:09.000Z',
  actor: { id: INES, name: 'Inès Leroy', kind: 'admin' },
  action: 'company.created',
  actionLabel: 'Entreprise créée',
  record: { type: 'company', id: COMPANY, description: 'Entreprise · Atelier Quimper' },
  details: [],
  ...overrides,
});

const anAdmin = (adminId: string, firstName: string, lastName: string, adminRole: 'SITE' | 'TECH'): AdminAccount => ({
  adminId,
  userMail: `${firstName.toLowerCase()}@parenthese.fr`,
  firstName,
  lastName,
  phoneNumber: '',
  adminRole,
  locked: false,
  lastLoginAt: null,
  createdAt: '2030-01-01T00:00:00.000Z',
  actionsCount: 0,
  isFirstConnection: false,
  invitation: null,
  techApproval: null,
});

const journalPage = pageOf([
  entry({
    action: 'account.locked',
    actionLabel: 'Compte bloqué',
    createdAt: '2031-07-03T08:00:00.000Z',
    record: { type: 'user', id: EMPLOYEE, description: 'Salarié · Maëlle Kerouac · Atelier Quimper' },
  }),
  entry({
    details: [
      { label: 'Entreprise', value: 'Atelier Quimper' },
      { label: 'Crédits', value: '40' },
    ],
  }),
  entry({ actor: { id: null, name: 'Anonyme', kind: 'anonymous' }, action: 'password-reset.requested', actionLabel: 'Réinitialisation du mot de passe demandée', record: null }),
  entry({ actor: { id: null, name: 'Administrateur supprimé', kind: 'deleted' }, action: 'settings.consultation-price.updated', actionLabel: 'Prix de la consultation modifié', record: null }),
]);

function renderJournal(route = '/account/admin?view=audit', journal: PageResult<AuditLogEntry> | ApiFailure = journalPage) {
  serveApi(apiHandler('GET', '/api/admin/admins/get/all', pageOf([anAdmin(HUGO, 'Hugo', 'Marchand', 'TECH'), anAdmin(INES, 'Inès', 'Leroy', 'TECH')])), apiHandler('GET', '/api/admin/audit', journal));
  const view = renderWithProviders(<AuditLogView />, { path: '/account/admin', route });
  const journalCalls = () =>
    apiCalls()
      .filter((call) => call.url.startsWith('/api/admin/audit?'))
      .map((call) => new URL(call.url, 'http://localhost').searchParams);
  const location = () => screen.getByTestId('location').textContent ?? '';
  return { view, journalCalls, location };
}

beforeEach(signInAsAdmin);

describe('AuditLogView', () => {
  it('shows the actions as a table, newest first as the server gives them, dated in Paris time, with the count', async () => {
    const { journalCalls } = renderJournal();
    const table = await screen.findByRole('table', { name: "Journal d'audit" });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Administrateur', 'Action', 'Enregistrement']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    // Summer time, then winter time: 08:00 UTC is 10:00 in Paris in July, 13:05 UTC is 14:05 in January.
    expect(rows[0]).toHaveTextContent('3 juil. 2031 à 10:00:00');
    expect(rows[0]).toHaveTextContent('Compte bloqué');
    expect(rows[0]).toHaveTextContent('Salarié · Maëlle Kerouac · Atelier Quimper');
    expect(rows[1]).toHaveTextContent('12 janv. 2031 à 14:05:09');
    expect(rows[1]).toHaveTextContent('Inès Leroy');
    expect(within(rows[1]).getByText('Entreprise :').nextSibling).toHaveTextContent('Atelier Quimper');
    expect(rows[2]).toHaveTextContent('Anonyme');
    expect(rows[2]).toHaveTextContent('Aucun');
    expect(within(rows[3]).getByText('Supprimé')).toBeInTheDocument();
    // On a phone each cell names its column (hidden from 768 px by CSS).
    expect(
      within(rows[0])
        .getAllByRole('cell')
        .map((cell) => cell.firstChild?.textContent),
    ).toEqual(['Date', 'Administrateur', 'Action', 'Enregistrement']);
    expect(screen.getByText('4 actions')).toBeInTheDocument();
    expect(Object.fromEntries(journalCalls()[0])).toEqual({ search: '', page: '1', pageSize: '20' });
  });

  it('says when nothing was recorded', async () => {
    renderJournal('/account/admin?view=audit', pageOf([]));
    expect(await screen.findByText('Aucune action enregistrée')).toBeInTheDocument();
  });

  it('says when the filters match nothing', async () => {
    renderJournal(`/account/admin?view=audit&record=${EMPLOYEE}`, pageOf([]));
    expect(await screen.findByText('Aucune action enregistrée pour ces filtres')).toBeInTheDocument();
  });

  it('shows the error with a retry button that asks again', async () => {
    const { journalCalls } = renderJournal('/account/admin?view=audit', apiError(403, 'Accès réservé aux administrateurs techniques'));
    expect(await screen.findByText("Erreur lors du chargement du journal d'audit")).toBeInTheDocument();
    expect(screen.getByText('Accès réservé aux administrateurs techniques')).toBeInTheDocument();
    serveApi(apiHandler('GET', '/api/admin/audit', journalPage));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table', { name: "Journal d'audit" })).toBeInTheDocument();
    expect(journalCalls()).toHaveLength(2);
  });

  it('filters by administrator through the address, chosen in the list of administrators, and back undoes it', async () => {
    const user = userEvent.setup();
    const { journalCalls, location, view } = renderJournal('/account/admin?view=audit&page=2');
    await screen.findByRole('table');
    const select = screen.getByRole('combobox', { name: 'Administrateur' });
    await screen.findByRole('option', { name: 'Hugo Marchand (TECH)' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tous les administrateurs', 'Hugo Marchand (TECH)', 'Inès Leroy (TECH)']);

    await user.selectOptions(select, HUGO);
    expect(location()).toBe(`/account/admin?view=audit&actor=${HUGO}`);
    await vi.waitFor(() => expect(journalCalls().at(-1)?.get('actorId')).toBe(HUGO));
    expect(journalCalls().at(-1)?.get('page')).toBe('1');

    await act(() => view.router.navigate(-1));
    expect(location()).toBe('/account/admin?view=audit&page=2');
    expect(select).toHaveValue('');
  });

  it('filters by a record typed in, or clicked in the table, and the filters can be removed', async () => {
    const user = userEvent.setup();
    const { journalCalls, location } = renderJournal();
    const table = await screen.findByRole('table');
    const field = screen.getByRole('textbox', { name: 'Enregistrement' });

    await user.type(field, `  ${COMPANY}{Enter}`);
    expect(location()).toBe(`/account/admin?view=audit&record=${COMPANY}`);
    await vi.waitFor(() => expect(journalCalls().at(-1)?.get('targetId')).toBe(COMPANY));

    await user.click(within(table).getByRole('button', { name: `Voir les actions sur cet enregistrement (Salarié · Maëlle Kerouac · Atelier Quimper, identifiant ${EMPLOYEE})` }));
    expect(location()).toBe(`/account/admin?view=audit&record=${EMPLOYEE}`);
    expect(field).toHaveValue(EMPLOYEE);
    await vi.waitFor(() => expect(journalCalls().at(-1)?.get('targetId')).toBe(EMPLOYEE));

    await user.click(screen.getByRole('button', { name: 'Retirer les filtres' }));
    expect(location()).toBe('/account/admin?view=audit');
    expect(field).toHaveValue('');
  });

  it('reads the filters of the address on load, keeping a chosen account missing from the list', async () => {
    const gone = '33333333-3333-4333-8333-333333333333';
    const { journalCalls } = renderJournal(`/account/admin?view=audit&actor=${gone}&record=abc&search=bloqu`);
    await screen.findByRole('table');
    expect(Object.fromEntries(journalCalls()[0])).toEqual({ search: 'bloqu', page: '1', pageSize: '20', actorId: gone, targetId: 'abc' });
    expect(screen.getByRole('combobox', { name: 'Administrateur' })).toHaveValue(gone);
    expect(screen.getByRole('option', { name: 'Compte 33333333' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Enregistrement' })).toHaveValue('abc');
  });
});

describe('readAuditFilters', () => {
  it('drops an administrator that is not an id, rather than have the whole page refused', () => {
    expect(readAuditFilters(new URLSearchParams('actor=robert&record=%20x%20'))).toEqual({ actorId: '', targetId: 'x' });
    expect(readAuditFilters(new URLSearchParams(`actor=${INES}`))).toEqual({ actorId: INES, targetId: '' });
  });
});
