import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parisDateTime, type SlotSearchResponse } from '@parenthese/shared';
import { renderPage } from '@/test/render-with-providers';
import { apiCalls, serveApi } from '@/test/fake-api';
import { signedInEmployeeAt } from '@/test/employee-session';
import { BookingPage } from './booking-page';
import { bookingWizardApi } from './test-fixtures';

// The later steps' module, held back until the test lets it through: the first search must not wait for it.
const download = vi.hoisted(() => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return { count: 0, released, release };
});
vi.mock('./schedule', async (importOriginal) => {
  download.count += 1;
  await download.released;
  return importOriginal();
});

const at = (day: number, hour: number) => parisDateTime(2026, 11, day, hour).toISOString();
const slots: SlotSearchResponse = {
  meetingsData: { THURSDAY: [{ startDate: at(26, 9), meetingStatus: 'AVAILABLE', meetingId: '00000000-0000-4000-8000-000000000001' }] },
};
/** The month step 2 shows first at this date: November, from tomorrow (Paris) to 1 December (Paris). */
const firstMonthSearch = { doctorCategoryName: 'Psychologue du travail', meetingType: 'TEAMS', startDate: at(26, 0), endDate: parisDateTime(2026, 12, 1, 0).toISOString() };
const monthSearches = () => apiCalls().filter((call) => call.path.endsWith('/meeting/find') && (call.body as { endDate?: string }).endDate === firstMonthSearch.endDate);

signedInEmployeeAt(parisDateTime(2026, 11, 25, 10));
beforeEach(() => serveApi(...bookingWizardApi(slots)));

describe('booking wizard, first search started from step 1', { timeout: 20_000 }, () => {
  it('searches the first month once a category and a mode are chosen, before « Suivant » and without waiting for the later steps’ code, then shows it from the cache', async () => {
    const user = userEvent.setup();
    renderPage(<BookingPage />);
    await screen.findByRole('heading', { name: 'Détails du rendez-vous' });

    // A category alone is not enough to search (the mode decides the psychologists), but starts the code's download.
    await user.click(screen.getByRole('radio', { name: /Psychologue du travail/ }));
    await waitFor(() => expect(download.count).toBe(1));
    expect(apiCalls().filter((call) => call.path.endsWith('/meeting/find'))).toHaveLength(0);

    // The message typed meanwhile changes nothing: no search per keystroke.
    await user.type(screen.getByLabelText(/Message/), 'Bonjour');
    expect(apiCalls().filter((call) => call.path.endsWith('/meeting/find'))).toHaveLength(0);

    // With the mode, the first month is searched while the code is still held back.
    await user.click(screen.getByRole('radio', { name: /^Visioconférence/ }));
    await waitFor(() => expect(monthSearches()).toHaveLength(1));
    expect(monthSearches()[0].body).toEqual(firstMonthSearch);
    expect(screen.getByRole('heading', { name: 'Détails du rendez-vous' })).toBeInTheDocument();

    // The code arrives; « Suivant » shows the month's free day from the cache, with no second search of it.
    download.release();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    // The later steps' module is transformed on its first import here: slow on a busy machine.
    expect(await screen.findByRole('button', { name: 'jeudi 26 novembre 2026, créneaux disponibles' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /Chargement/ })).not.toBeInTheDocument();
    expect(monthSearches()).toHaveLength(1);
  });
});
