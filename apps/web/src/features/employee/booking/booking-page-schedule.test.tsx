import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parisDateTime } from '@parenthese/shared';
import { renderPage } from '@/test/render-with-providers';
import { serveApi } from '@/test/fake-api';
import { signedInEmployeeAt } from '@/test/employee-session';
import { BookingPage } from './booking-page';
import { bookingWizardApi } from './test-fixtures';
import { SCHEDULE_UNAVAILABLE } from './schedule-loader';

// The later steps' module: counted, and failing to download until the test says the network is back.
const download = vi.hoisted(() => ({ count: 0, isOffline: true }));
vi.mock('./schedule', async (importOriginal) => {
  download.count += 1;
  if (download.isOffline) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

signedInEmployeeAt(parisDateTime(2026, 11, 25, 10));
beforeEach(() => serveApi(...bookingWizardApi({ meetingsData: {} })));

describe('booking wizard, later steps', { timeout: 20_000 }, () => {
  it('downloads them from the first choice, not for the first display, and says so in French when it cannot', async () => {
    const user = userEvent.setup();
    renderPage(<BookingPage />);
    expect(await screen.findByRole('heading', { name: 'Détails du rendez-vous' })).toBeInTheDocument();
    expect(download.count).toBe(0);

    await user.click(screen.getByRole('radio', { name: /Psychologue du travail/ }));
    await waitFor(() => expect(download.count).toBe(1));
    await user.click(screen.getByRole('radio', { name: /^Visioconférence/ }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByRole('heading', { name: 'Choix du rendez-vous' })).toBeInTheDocument();
    expect(await screen.findByText(SCHEDULE_UNAVAILABLE)).toBeInTheDocument();

    // The network is back: 'Réessayer' downloads them and shows the calendar.
    download.isOffline = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Date' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText(SCHEDULE_UNAVAILABLE)).not.toBeInTheDocument();
  });
});
