import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarFeedCreated, CalendarFeedState } from '@parenthese/shared';
import { storeSession } from '@/lib/session';
import type { HttpHandler } from 'msw';
import { renderWithProviders } from '@/test/render-with-providers';
import { apiCalls, apiError, apiHandler, serveApi } from '@/test/fake-api';
import { CalendarFeedCard } from './calendar-feed-card';

const FEED_PATH = '/api/doctor/calendar-feed';
const ADDRESS = 'https://parenthese.example/api/calendar/N3w-T0ken_abcdefghijklmnopqrstuvwxyz0123456.ics';
const CREATED: CalendarFeedCreated = { isActive: true, activeSince: '2026-11-24T09:30:00.000Z', feedUrl: ADDRESS };
const ACTIVE: CalendarFeedState = { isActive: true, activeSince: '2026-10-02T08:00:00.000Z' };
const NONE: CalendarFeedState = { isActive: false, activeSince: null };

beforeEach(() => storeSession({ token: 'jeton', login: 'psy.clinicien@demo.fr', role: 'DOCTOR', firstConnexion: false }));

function renderCard(routes: HttpHandler[]) {
  serveApi(...routes);
  renderWithProviders(<CalendarFeedCard />);
}

const callsTo = (method: string) => apiCalls().filter((call) => call.method === method && call.url.endsWith(FEED_PATH));

describe('CalendarFeedCard', () => {
  it('creates a first address and shows it once, with a copy button', async () => {
    renderCard([apiHandler('GET', FEED_PATH, NONE), apiHandler('POST', FEED_PATH, CREATED)]);
    const user = userEvent.setup();
    expect(await screen.findByText("Aucune adresse d'abonnement n'est active.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Créer une adresse d'abonnement" }));

    const field = await screen.findByRole('textbox', { name: "Votre adresse d'abonnement" });
    expect(field).toHaveValue(ADDRESS);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAccessibleDescription(/ne sera plus affichée/);
    // Announced to screen readers, since the address appears away from the button that was pressed.
    expect(screen.getByText(/^Nouvelle adresse d'abonnement créée/)).toHaveAttribute('role', 'status');
    expect(callsTo('POST')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: "Copier l'adresse" }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(ADDRESS);
    expect(await screen.findByText('Adresse copiée')).toBeInTheDocument();
    // Now active: the next one replaces it, after a confirmation.
    expect(screen.getByRole('button', { name: 'Créer une nouvelle adresse' })).toBeInTheDocument();
  });

  it('says since when an address is active without showing it, and replaces it only once confirmed', async () => {
    renderCard([apiHandler('GET', FEED_PATH, ACTIVE), apiHandler('POST', FEED_PATH, CREATED)]);
    const user = userEvent.setup();
    expect(await screen.findByText('Une adresse est active depuis le 2 octobre 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Créer une nouvelle adresse' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Créer une nouvelle adresse ?' });
    expect(dialog).toHaveTextContent("L'adresse actuelle cessera de fonctionner");
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(callsTo('POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Créer une nouvelle adresse' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Créer une nouvelle adresse ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Créer une nouvelle adresse' }));
    expect(await screen.findByRole('textbox', { name: "Votre adresse d'abonnement" })).toHaveValue(ADDRESS);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo('POST')).toHaveLength(1);
  });

  it('ends the subscription once confirmed', async () => {
    renderCard([apiHandler('GET', FEED_PATH, ACTIVE), apiHandler('DELETE', FEED_PATH, NONE)]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Désactiver l'abonnement" }));
    const dialog = await screen.findByRole('alertdialog', { name: "Désactiver l'abonnement ?" });
    await user.click(within(dialog).getByRole('button', { name: 'Désactiver' }));
    expect(await screen.findByText("Aucune adresse d'abonnement n'est active.")).toBeInTheDocument();
    expect(await screen.findByText('Abonnement désactivé')).toBeInTheDocument();
    expect(callsTo('DELETE')).toHaveLength(1);
  });

  it("shows the server's sentence when the address cannot be created", async () => {
    renderCard([apiHandler('GET', FEED_PATH, NONE), apiHandler('POST', FEED_PATH, apiError(404, 'Profil de psychologue introuvable.'))]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Créer une adresse d'abonnement" }));
    expect(await screen.findByText('Profil de psychologue introuvable.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows its loading state, then a load error with a retry that works', async () => {
    renderCard([apiHandler('GET', FEED_PATH, apiError(500), { delayMs: 30 })]);
    expect(screen.getByLabelText("Chargement de l'abonnement agenda")).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText("Impossible de charger l'état de votre abonnement agenda.")).toBeInTheDocument();
    serveApi(apiHandler('GET', FEED_PATH, ACTIVE));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Une adresse est active depuis le 2 octobre 2026.')).toBeInTheDocument();
  });

  it('explains how to subscribe from Google Agenda, Outlook and Apple Calendrier', async () => {
    renderCard([apiHandler('GET', FEED_PATH, NONE)]);
    const user = userEvent.setup();
    await user.click(screen.getByText("Comment s'abonner depuis mon agenda ?"));
    for (const application of ['Google Agenda', 'Outlook', 'Apple Calendrier']) expect(screen.getByText(application)).toBeVisible();
    expect(screen.getByText(/À partir de l'URL/)).toBeVisible();
  });
});
