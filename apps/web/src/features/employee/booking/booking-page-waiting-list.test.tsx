import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parisDateTime, waitingListMessages, type SlotSearchResponse, type WaitingListEntry } from '@parenthese/shared';
import { employeeDetails, renderPage } from '@/test/render-with-providers';
import { apiCalls, apiError, apiHandler, serveApi } from '@/test/fake-api';
import { signedInEmployeeAt } from '@/test/employee-session';
import { BookingPage } from './booking-page';
import { aWaitingListEntry } from './test-fixtures';

const PANEL = 'Me prévenir quand un créneau se libère';
const noSlot: SlotSearchResponse = { meetingsData: {} };
const entry = aWaitingListEntry();

/** The wizard with the employee's alerts as the server holds them; each join adds `entry`. */
function setup(slots: SlotSearchResponse = noSlot) {
  let entries: WaitingListEntry[] = [];
  serveApi(
    apiHandler('GET', '/api/employee-service/employee/account/details', employeeDetails()),
    apiHandler('GET', '/api/employee-service/psychologists', { psychologists: [] }),
    apiHandler('POST', '/api/employee-service/meeting/find', slots),
    apiHandler('GET', '/api/employee-service/waiting-list', () => ({ entries })),
    apiHandler('POST', '/api/employee-service/waiting-list', () => {
      entries = [entry];
      return { success: true, message: waitingListMessages.subscribed, entry };
    }),
  );
  renderPage(<BookingPage />);
}

/** Category and mode chosen, then step 2, whose month has been searched. */
async function toSchedule(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { name: 'Détails du rendez-vous' });
  await user.click(screen.getByRole('radio', { name: /Psychologue du travail/ }));
  await user.click(screen.getByRole('radio', { name: /^Visioconférence/ }));
  await user.click(screen.getByRole('button', { name: 'Suivant' }));
  expect(await screen.findByRole('heading', { name: 'Choix du rendez-vous' })).toBeInTheDocument();
  await screen.findByRole('heading', { name: 'Date' }, { timeout: 10_000 });
}

const joinCalls = () => apiCalls().filter((call) => call.method === 'POST' && call.path === '/api/employee-service/waiting-list');

signedInEmployeeAt(parisDateTime(2026, 11, 25, 10)); // Wednesday: the booking window opens on Thursday 26

// Full-page flows with user events are slow on small CI machines.
describe('booking wizard, « Me prévenir quand un créneau se libère »', { timeout: 20_000 }, () => {
  it('is offered under a month with no free slot, not under one that has some', async () => {
    setup({ meetingsData: { THURSDAY: [{ startDate: parisDateTime(2026, 11, 26, 9).toISOString(), meetingStatus: 'AVAILABLE', meetingId: '00000000-0000-4000-8000-000000000001' }] } });
    const user = userEvent.setup();
    await toSchedule(user);
    await screen.findByRole('button', { name: 'jeudi 26 novembre 2026, créneaux disponibles' });
    expect(screen.queryByRole('region', { name: PANEL })).not.toBeInTheDocument();

    // The next month has nothing free in this category and mode.
    serveApi(apiHandler('POST', '/api/employee-service/meeting/find', noSlot));
    await user.click(screen.getByRole('button', { name: 'Mois suivant' }));
    expect(await screen.findByRole('region', { name: PANEL })).toBeInTheDocument();
  });

  it('is offered under a month whose only free slots come after the next 14 days', async () => {
    vi.setSystemTime(parisDateTime(2026, 11, 3, 10)); // Tuesday: the next 14 days end on 18 November
    const lateSlot = { startDate: parisDateTime(2026, 11, 25, 9).toISOString(), meetingStatus: 'AVAILABLE' as const, meetingId: '00000000-0000-4000-8000-000000000002' };
    setup();
    // The search answers by its range: the month holds the 25th, the next 14 days hold nothing.
    serveApi(apiHandler('POST', '/api/employee-service/meeting/find', ({ body }) => (new Date(body.endDate) > new Date(lateSlot.startDate) ? { meetingsData: { WEDNESDAY: [lateSlot] } } : noSlot)));
    const user = userEvent.setup();
    await toSchedule(user);
    await screen.findByRole('button', { name: 'mercredi 25 novembre 2026, créneaux disponibles' });
    const panel = await screen.findByRole('region', { name: PANEL });
    expect(within(panel).getByRole('combobox', { name: 'Période' })).toHaveDisplayValue('Les 14 prochains jours');
  });

  it('joins for the next 14 days by default, with the wizard’s category and mode, then confirms and lists the alert', async () => {
    setup();
    const user = userEvent.setup();
    await toSchedule(user);
    const panel = await screen.findByRole('region', { name: PANEL });
    expect(screen.getByText('Aucun créneau disponible ce mois-ci. Essayez le mois suivant.')).toBeInTheDocument();
    expect(within(panel).getByRole('combobox', { name: 'Période' })).toHaveDisplayValue('Les 14 prochains jours');

    await user.click(within(panel).getByRole('button', { name: 'Me prévenir' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(waitingListMessages.subscribed);
    expect(joinCalls().map((call) => call.body)).toEqual([{ doctorCategoryName: 'Psychologue du travail', meetingType: 'TEAMS', weekStart: null }]);
    // The entries are read again: the new alert shows with its cancellation.
    expect(await within(panel).findByText('Vos alertes pour ce choix')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: /^Annuler l’alerte Psychologue du travail en visioconférence/ })).toBeInTheDocument();
  });

  it('joins for a chosen week: the button follows the period in the tab order and answers Enter', async () => {
    setup();
    const user = userEvent.setup();
    await toSchedule(user);
    const panel = await screen.findByRole('region', { name: PANEL });
    const period = within(panel).getByRole('combobox', { name: 'Période' });
    // Every week meeting the booking window is offered, from the one of its first day.
    const weeks = within(period).getAllByRole('option').slice(1);
    expect(weeks[0]).toHaveValue('2026-11-23');
    expect(weeks[0].textContent).toMatch(/^Semaine du .*23 novembre 2026$/);

    period.focus();
    await user.selectOptions(period, '2026-11-30');
    await user.tab();
    const join = within(panel).getByRole('button', { name: 'Me prévenir' });
    expect(join).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await within(panel).findByRole('status')).toHaveTextContent(waitingListMessages.subscribed);
    expect(joinCalls().map((call) => call.body)).toEqual([{ doctorCategoryName: 'Psychologue du travail', meetingType: 'TEAMS', weekStart: '2026-11-30' }]);
  });

  it('shows the server’s French refusal as an alert, and nothing confirmed', async () => {
    setup();
    serveApi(apiHandler('POST', '/api/employee-service/waiting-list', apiError(409, waitingListMessages.slotsAvailable)));
    const user = userEvent.setup();
    await toSchedule(user);
    const panel = await screen.findByRole('region', { name: PANEL });
    await user.click(within(panel).getByRole('button', { name: 'Me prévenir' }));

    expect(await within(panel).findByRole('alert')).toHaveTextContent(waitingListMessages.slotsAvailable);
    expect(within(panel).queryByRole('status')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Me prévenir' })).toBeEnabled();
    await waitFor(() => expect(joinCalls()).toHaveLength(1));
  });
});
