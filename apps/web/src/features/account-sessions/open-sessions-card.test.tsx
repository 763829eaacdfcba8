import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OpenSession } from '@parenthese/shared';
import { storeSession } from '@/lib/session';
import type { HttpHandler } from 'msw';
import { renderWithProviders } from '@/test/render-with-providers';
import { apiCalls, apiError, apiHandler, serveApi } from '@/test/fake-api';
import { lastUseText, OpenSessionsCard } from './open-sessions-card';

const LIST_PATH = '/api/account/sessions';
const now = Date.now();
const CURRENT: OpenSession = {
  id: '11111111-1111-4111-8111-111111111111',
  deviceLabel: 'Firefox sur Linux',
  createdAt: '2026-11-24T08:05:00.000Z',
  lastUsedAt: new Date(now).toISOString(),
  isCurrent: true,
};
const PHONE: OpenSession = {
  id: '22222222-2222-4222-8222-222222222222',
  deviceLabel: 'Safari sur iPhone',
  createdAt: '2026-11-23T17:30:00.000Z',
  lastUsedAt: new Date(now - 3 * 3_600_000).toISOString(),
  isCurrent: false,
};
const UNKNOWN: OpenSession = {
  id: '33333333-3333-4333-8333-333333333333',
  deviceLabel: '',
  createdAt: '2026-11-22T10:00:00.000Z',
  lastUsedAt: new Date(now - 2 * 86_400_000).toISOString(),
  isCurrent: false,
};

beforeEach(() => storeSession({ token: 'jeton', login: 'psy.clinicien@demo.fr', role: 'DOCTOR', firstConnexion: false }));

function renderCard(routes: HttpHandler[]) {
  serveApi(...routes);
  renderWithProviders(<OpenSessionsCard />);
}

describe('OpenSessionsCard', () => {
  it('lists each session with its device, since when and its last activity, this one marked and without a button', async () => {
    renderCard([apiHandler('GET', LIST_PATH, { sessions: [CURRENT, PHONE, UNKNOWN] })]);
    const list = await screen.findByRole('list', { name: 'Sessions ouvertes' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);

    expect(within(rows[0]).getByText('Firefox sur Linux')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Cette session')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Connecté depuis le 24 novembre 2026 à 09h05')).toBeInTheDocument();
    expect(within(rows[0]).getByText("Dernière activité à l'instant")).toBeInTheDocument();
    expect(within(rows[0]).queryByRole('button')).not.toBeInTheDocument();

    expect(within(rows[1]).getByText('Dernière activité il y a 3 heures')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('button', { name: 'Déconnecter la session Safari sur iPhone' })).toBeInTheDocument();
    expect(within(rows[2]).getByText('Appareil inconnu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Déconnecter toutes les autres sessions' })).toBeInTheDocument();
  });

  it('ends one other session and reads the list again', async () => {
    renderCard([apiHandler('GET', LIST_PATH, { sessions: [CURRENT, PHONE] }), apiHandler('DELETE', `${LIST_PATH}/${PHONE.id}`, { success: true, message: 'La session a été déconnectée.' })]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Déconnecter la session Safari sur iPhone' }));
    expect(await screen.findByText('Session déconnectée')).toBeInTheDocument();
    expect(
      apiCalls()
        .filter((call) => call.method === 'DELETE')
        .map((call) => call.url),
    ).toEqual([`${LIST_PATH}/${PHONE.id}`]);
    await waitFor(() => expect(apiCalls().filter((call) => call.method === 'GET')).toHaveLength(2));
  });

  it('ends all the other sessions once confirmed, and says how many', async () => {
    renderCard([apiHandler('GET', LIST_PATH, { sessions: [CURRENT, PHONE, UNKNOWN] }), apiHandler('POST', `${LIST_PATH}/end-others`, { endedCount: 2 })]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Déconnecter toutes les autres sessions' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Déconnecter toutes les autres sessions ?' });
    expect(apiCalls().filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Déconnecter' }));
    expect(await screen.findByText('2 sessions ont été fermées.')).toBeInTheDocument();
    expect(
      apiCalls()
        .filter((call) => call.method === 'POST')
        .map((call) => call.url),
    ).toEqual([`${LIST_PATH}/end-others`]);
  });

  it('says when no other session is open, and offers no button then', async () => {
    renderCard([apiHandler('GET', LIST_PATH, { sessions: [CURRENT] })]);
    expect(await screen.findByText("Aucune autre session n'est ouverte.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Déconnecter/ })).not.toBeInTheDocument();
  });

  it('shows a French error with a retry when the list cannot be loaded', async () => {
    renderCard([apiHandler('GET', LIST_PATH, apiError(500, 'Erreur interne'))]);
    expect(await screen.findByText('Impossible de charger vos sessions ouvertes.')).toBeInTheDocument();
    serveApi(apiHandler('GET', LIST_PATH, { sessions: [CURRENT] }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Cette session')).toBeInTheDocument();
  });

  it('is busy while loading', () => {
    renderCard([apiHandler('GET', LIST_PATH, { sessions: [] }, { delayMs: 10_000 })]);
    expect(screen.getByLabelText('Chargement des sessions ouvertes')).toHaveAttribute('aria-busy', 'true');
  });
});

describe('lastUseText', () => {
  it('reads « à l’instant » within the precision the server records, then how long ago', () => {
    const at = (minutesAgo: number) => ({ ...PHONE, lastUsedAt: new Date(now - minutesAgo * 60_000).toISOString() });
    expect(lastUseText(at(4), now)).toBe("Dernière activité à l'instant");
    expect(lastUseText(at(12), now)).toBe('Dernière activité il y a 12 minutes');
    expect(lastUseText({ ...at(600), isCurrent: true }, now)).toBe("Dernière activité à l'instant");
  });
});
