import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parisWeekRange, type PlanningWeekResponse } from '@parenthese/shared';
import { apiCalls, apiError, apiHandler, serveApi } from '@/test/fake-api';
import { renderWithProviders, signInAsPsychologist } from '@/test/render-with-providers';
import { WorkingHoursPage } from './working-hours-page';

/** A small fake of the planning API: it keeps what is saved, as the server does. */
function servePlanning() {
  const saved: PlanningWeekResponse['availableMeetings'] = [];
  const weekOf = (startDate = ''): PlanningWeekResponse => {
    const range = parisWeekRange(new Date(`${startDate}T12:00:00Z`));
    return {
      weekStart: range.start.toISOString(),
      weekEnd: range.end.toISOString(),
      availableMeetings: saved.filter((slot) => new Date(slot.startDate) >= range.start && new Date(slot.startDate) < range.end),
      consultations: [],
      closedHours: [],
    };
  };
  serveApi(
    apiHandler('POST', '/api/planning/load', ({ body }) => weekOf(body.startDate)),
    apiHandler('PUT', '/api/planning/update/v2', ({ body }) => {
      for (const startDate of body.meetingDates ?? []) {
        saved.push({ meetingId: crypto.randomUUID(), startDate, endDate: new Date(new Date(startDate).getTime() + 3_600_000).toISOString(), meetingStatus: 'AVAILABLE', isHeldForFollowUp: false });
      }
      return weekOf(body.startDate);
    }),
    apiHandler('GET', '/api/planning/absences', () => ({ absences: [] })),
    apiHandler('GET', '/api/planning/public-holidays', () => ({ holidays: [{ day: '2027-11-11', name: 'Armistice 1918', isOpen: false }] })),
    apiHandler('POST', '/api/planning/copy-week', ({ body }) => ({ weeks: body.weeks, added: 24, alreadyAvailable: 0, alreadyBooked: 2, removedByHand: 0, outsideWindow: 0, closed: 0 })),
    ...standingWeekHandlers(),
  );
}

/** « Semaine type »: none saved at first; a save answers as the server does. */
function standingWeekHandlers() {
  let standing = { isEnabled: false, hours: [] as { weekday: number; hour: number }[], horizonWeeks: 8 };
  return [
    apiHandler('GET', '/api/planning/standing-week', () => standing),
    apiHandler('PUT', '/api/planning/standing-week', ({ body }) => {
      standing = { ...standing, isEnabled: body.isEnabled, hours: body.hours };
      return { ...standing, published: body.isEnabled ? 8 : 0, withdrawn: body.isEnabled ? 0 : 7 };
    }),
  ];
}

/** What the page saved as its standing week, oldest first. */
const standingWeekSaves = () =>
  apiCalls()
    .filter((call) => call.path === '/api/planning/standing-week' && call.method === 'PUT')
    .map((call) => call.body as Record<string, unknown>);

/** What the page sent to one planning route, oldest first. */
const bodiesSentTo = (path: string, method = 'POST|PUT') =>
  apiCalls()
    .filter((call) => call.path === path && new RegExp(`^(${method})$`).test(call.method))
    .map((call) => call.body as Record<string, unknown>);

const renderPage = () => renderWithProviders(<WorkingHoursPage />, { path: '/account/psy/working-hours', otherRoutes: [{ path: '/account/psy/profile', element: <h1>Page du profil</h1> }] });

const mondayEightNextWeek = () => document.querySelectorAll<HTMLElement>('[data-slot$="T08"]')[0];

/** Both journeys start on next week, empty, with the planning API served. */
async function openNextWeek() {
  servePlanning();
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Semaine suivante' }));
  await waitFor(() => expect(mondayEightNextWeek()).toHaveAttribute('data-state', 'free'));
  return user;
}

beforeEach(signInAsPsychologist);

// A whole page of 91 cells in jsdom: role queries take seconds when the machine is busy.
const PAGE_TEST_TIMEOUT = 20_000;

describe('WorkingHoursPage', () => {
  it(
    'saves a selection, then asks before leaving with unsaved changes',
    async () => {
      const user = await openNextWeek();
      const save = screen.getByRole('button', { name: 'Sauvegarder' });
      expect(save).toBeDisabled();
      expect(document.title).toBe('Plages de travail – Parenthèse');

      fireEvent.pointerDown(mondayEightNextWeek(), { pointerType: 'mouse', button: 0 });
      fireEvent.pointerUp(window);
      expect(screen.getByText('Modifications non sauvegardées')).toBeVisible();
      expect(screen.getByText('1 h', { exact: false })).toBeInTheDocument();
      await user.click(save);
      expect(await screen.findByText('Plages horaires sauvegardées avec succès')).toBeInTheDocument();
      const [update] = bodiesSentTo('/api/planning/update/v2');
      expect(update.meetingDates).toEqual([expect.stringMatching(/T0[67]:00:00.000Z$/)]);
      expect(update.meetingsToRemove).toEqual([]);
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
      const user = await openNextWeek();
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
      const copies = bodiesSentTo('/api/planning/copy-week');
      expect(copies).toHaveLength(1);
      expect(copies[0]).toEqual({ startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), weeks: 8 });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
    PAGE_TEST_TIMEOUT,
  );

  it(
    'adds an absence: lists the consultations it cancels (hours only) before confirming',
    async () => {
      const user = await openNextWeek();
      const consultation = { startDate: '2030-02-13T09:00:00.000Z', endDate: '2030-02-13T10:00:00.000Z' };
      serveApi(
        apiHandler('POST', '/api/planning/absences/preview', ({ body }) => ({
          startDate: '2030-02-10T23:00:00.000Z',
          endDate: '2030-02-24T23:00:00.000Z',
          consultations: body.kind === 'DAYS' ? [consultation] : [],
          freeSlots: 2,
        })),
        apiHandler('POST', '/api/planning/absences', () => ({
          absence: { id: 'a1', startDate: '2030-02-10T23:00:00.000Z', endDate: '2030-02-24T23:00:00.000Z' },
          cancelledConsultations: 1,
          withdrawnSlots: 2,
        })),
      );
      await user.click(screen.getByRole('button', { name: 'Ajouter une absence' }));
      const dialog = await screen.findByRole('dialog', { name: 'Ajouter une absence' }, { timeout: 10_000 });
      fireEvent.change(within(dialog).getByLabelText(/Premier jour/), { target: { value: '2030-02-11' } });
      fireEvent.change(within(dialog).getByLabelText(/Dernier jour/), { target: { value: '2030-02-24' } });
      await user.click(within(dialog).getByRole('button', { name: 'Voir les rendez-vous concernés' }));
      const listed = await within(dialog).findByRole('list', { name: 'Rendez-vous annulés par cette absence' });
      expect(within(listed).getAllByRole('listitem')).toHaveLength(1);
      expect(listed).toHaveTextContent('10:00 – 11:00');
      expect(dialog).toHaveTextContent('2 créneaux libres seront retirés.');
      expect(bodiesSentTo('/api/planning/absences')).toEqual([]);

      await user.click(within(dialog).getByRole('button', { name: 'Confirmer et annuler les rendez-vous' }));
      expect(await screen.findByText('1 rendez-vous annulé : les salariés ont été prévenus et leur crédit rendu.')).toBeInTheDocument();
      expect(bodiesSentTo('/api/planning/absences')).toEqual([{ kind: 'DAYS', firstDay: '2030-02-11', lastDay: '2030-02-24' }]);
    },
    PAGE_TEST_TIMEOUT,
  );

  it(
    'refuses in the dialog an absence ending before it starts, with the server’s rule',
    async () => {
      const user = await openNextWeek();
      await user.click(screen.getByRole('button', { name: 'Ajouter une absence' }));
      const dialog = await screen.findByRole('dialog', { name: 'Ajouter une absence' }, { timeout: 10_000 });
      fireEvent.change(within(dialog).getByLabelText(/Premier jour/), { target: { value: '2030-02-11' } });
      fireEvent.change(within(dialog).getByLabelText(/Dernier jour/), { target: { value: '2030-02-01' } });
      expect(within(dialog).getByText('Le dernier jour doit suivre le premier.')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Voir les rendez-vous concernés' })).toBeDisabled();
    },
    PAGE_TEST_TIMEOUT,
  );

  it('shows the load error with a retry', async () => {
    serveApi(
      apiHandler('POST', '/api/planning/load', apiError(503, 'Panne')),
      apiHandler('GET', '/api/planning/absences', () => ({ absences: [] })),
      apiHandler('GET', '/api/planning/public-holidays', () => ({ holidays: [] })),
      ...standingWeekHandlers(),
    );
    renderPage();
    expect(await screen.findByText('Impossible de charger les plages horaires')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it(
    'saves a standing week, then turns it off, telling what each did',
    async () => {
      servePlanning();
      const user = userEvent.setup();
      renderPage();
      const monday = await screen.findByRole('group', { name: 'Lundi' });
      await user.click(within(monday).getByRole('checkbox', { name: '09:00' }));
      await user.click(screen.getByRole('switch', { name: 'Semaine type activée' }));
      await user.click(screen.getByRole('button', { name: 'Enregistrer la semaine type' }));
      await waitFor(() => expect(standingWeekSaves()).toEqual([{ isEnabled: true, hours: [{ weekday: 0, hour: 9 }] }]));
      expect(await screen.findByText('8 créneaux publiés, 0 créneau libre retiré.')).toBeInTheDocument();

      await user.click(screen.getByRole('switch', { name: 'Semaine type activée' }));
      await user.click(screen.getByRole('button', { name: 'Enregistrer la semaine type' }));
      await waitFor(() => expect(standingWeekSaves()).toHaveLength(2));
      expect(standingWeekSaves()[1]).toEqual({ isEnabled: false, hours: [{ weekday: 0, hour: 9 }] });
      expect(await screen.findByText('7 créneaux libres retirés.')).toBeInTheDocument();
    },
    PAGE_TEST_TIMEOUT,
  );
});
