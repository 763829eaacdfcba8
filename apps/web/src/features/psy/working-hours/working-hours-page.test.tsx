import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { parisWeekRange, type PlanningWeekResponse } from '@parenthese/shared';
import { Toaster } from '@/components/ui/sonner-toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { WorkingHoursPage } from './working-hours-page';

/** A small fake of the planning API: it keeps what is saved, as the server does. */
function fakePlanningServer() {
  const saved: PlanningWeekResponse['availableMeetings'] = [];
  const weekOf = (startDate: string): PlanningWeekResponse => {
    const range = parisWeekRange(new Date(`${startDate}T12:00:00Z`));
    return {
      weekStart: range.start.toISOString(),
      weekEnd: range.end.toISOString(),
      availableMeetings: saved.filter((slot) => new Date(slot.startDate) >= range.start && new Date(slot.startDate) < range.end),
      consultations: [],
    };
  };
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body ?? '{}'));
    calls.push({ url, body });
    if (url.endsWith('/planning/copy-week')) {
      return new Response(JSON.stringify({ weeks: body.weeks, added: 24, alreadyAvailable: 0, alreadyBooked: 2, removedByHand: 0, outsideWindow: 0 }), { status: 200 });
    }
    if (url.endsWith('/planning/update/v2')) {
      for (const startDate of body.meetingDates as string[]) {
        saved.push({ meetingId: crypto.randomUUID(), startDate, endDate: new Date(new Date(startDate).getTime() + 3_600_000).toISOString(), meetingStatus: 'AVAILABLE' });
      }
    }
    return new Response(JSON.stringify(weekOf(body.startDate)), { status: 200 });
  });
  return { fetchMock, calls };
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/account/psy/working-hours', element: <WorkingHoursPage /> },
      { path: '/account/psy/profile', element: <h1>Page du profil</h1> },
    ],
    { initialEntries: ['/account/psy/working-hours'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <RouterProvider router={router} />
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>,
  );
}

const mondayEightNextWeek = () => document.querySelectorAll<HTMLElement>('[data-slot$="T08"]')[0];

beforeEach(() => {
  // Radix tooltips measure their trigger; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  localStorage.setItem('authToken', JSON.stringify({ token: 't', login: 'psy@example.fr', role: 'DOCTOR', firstConnexion: false, expiration: Date.now() + 60_000 }));
});
afterEach(() => vi.unstubAllGlobals());

// A whole page of 91 cells in jsdom: role queries take seconds when the machine is busy.
const PAGE_TEST_TIMEOUT = 20_000;

describe('WorkingHoursPage', () => {
  it(
    'saves a selection, then asks before leaving with unsaved changes',
    async () => {
      const server = fakePlanningServer();
      vi.stubGlobal('fetch', server.fetchMock);
      const user = userEvent.setup();
      renderPage();

      await user.click(await screen.findByRole('button', { name: 'Semaine suivante' }));
      await waitFor(() => expect(mondayEightNextWeek()).toHaveAttribute('data-state', 'free'));
      const save = screen.getByRole('button', { name: 'Sauvegarder' });
      expect(save).toBeDisabled();

      fireEvent.pointerDown(mondayEightNextWeek(), { pointerType: 'mouse', button: 0 });
      fireEvent.pointerUp(window);
      expect(screen.getByText('Modifications non sauvegardées')).toBeVisible();
      expect(screen.getByText('1 h', { exact: false })).toBeInTheDocument();
      await user.click(save);
      expect(await screen.findByText('Plages horaires sauvegardées avec succès')).toBeInTheDocument();
      const update = server.calls.find((call) => call.url.endsWith('/planning/update/v2'))!;
      expect(update.body.meetingDates).toEqual([expect.stringMatching(/T0[67]:00:00.000Z$/)]);
      expect(update.body.meetingsToRemove).toEqual([]);
      // The badge keeps its place while hidden, so nothing moves under the pointer.
      await waitFor(() => expect(screen.getByText('Modifications non sauvegardées')).not.toBeVisible());
      expect(mondayEightNextWeek()).toHaveAttribute('data-state', 'selected');
      expect(screen.getByRole('button', { name: 'Sauvegarder' })).toBeDisabled();

      // Deselecting is a change too; leaving then asks, and 'Annuler' stays.
      fireEvent.pointerDown(mondayEightNextWeek(), { pointerType: 'mouse', button: 0 });
      fireEvent.pointerUp(window);
      await user.click(screen.getByRole('link', { name: 'Retour au profil' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Modifications non sauvegardées' });
      await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
      expect(screen.getByRole('heading', { name: 'Plages de travail' })).toBeInTheDocument();

      await user.click(screen.getByRole('link', { name: 'Retour au profil' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Continuer sans sauvegarder' }));
      expect(await screen.findByRole('heading', { name: 'Page du profil' })).toBeInTheDocument();
    },
    PAGE_TEST_TIMEOUT,
  );

  it(
    'applies the displayed week to the next weeks in one call, once its changes are saved, and reports what it did',
    async () => {
      const server = fakePlanningServer();
      vi.stubGlobal('fetch', server.fetchMock);
      const user = userEvent.setup();
      renderPage();
      await user.click(await screen.findByRole('button', { name: 'Semaine suivante' }));
      await waitFor(() => expect(mondayEightNextWeek()).toHaveAttribute('data-state', 'free'));
      // An empty week has nothing to copy; unsaved changes must be saved first.
      expect(screen.getByRole('button', { name: 'Appliquer à plusieurs semaines' })).toBeDisabled();
      expect(screen.getByRole('group', { name: 'Appliquer à plusieurs semaines : Aucun créneau à copier dans cette semaine' })).toBeInTheDocument();
      fireEvent.pointerDown(mondayEightNextWeek(), { pointerType: 'mouse', button: 0 });
      fireEvent.pointerUp(window);
      expect(screen.getByRole('group', { name: 'Appliquer à plusieurs semaines : Sauvegardez d’abord vos modifications' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Appliquer à plusieurs semaines' })).toBeEnabled());

      await user.click(screen.getByRole('button', { name: 'Appliquer à plusieurs semaines' }));
      const dialog = await screen.findByRole('dialog', { name: 'Appliquer à plusieurs semaines' });
      expect(dialog).toHaveTextContent('Les créneaux déjà réservés ne sont jamais modifiés.');
      expect(dialog).toHaveTextContent('Une heure que vous avez retirée à la main');
      await user.selectOptions(within(dialog).getByLabelText('Nombre de semaines suivantes'), '8');
      await user.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
      expect(await screen.findByText('24 créneaux ajoutés sur 8 semaines, 2 déjà réservés laissés tels quels')).toBeInTheDocument();
      const copies = server.calls.filter((call) => call.url.endsWith('/planning/copy-week'));
      expect(copies).toHaveLength(1);
      expect(copies[0].body).toEqual({ startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), weeks: 8 });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
    PAGE_TEST_TIMEOUT,
  );

  it('shows the load error with a retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Panne' }), { status: 503 })),
    );
    renderPage();
    expect(await screen.findByText('Impossible de charger les plages horaires')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
