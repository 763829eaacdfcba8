import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parisDateTime } from '@parenthese/shared';
import { employeeConsultation, renderPage } from '@/test/render-with-providers';
import { signedInEmployeeAt } from '@/test/employee-session';
import { CANCEL_DIALOG_UNAVAILABLE } from './components/consultation-card';
import { EmployeeConsultationsPage } from './employee-consultations-page';
import { serveConsultationsPage } from './test-fixtures';

// The cancellation dialog's module: counted, and failing to download until the test says the network is back.
const download = vi.hoisted(() => ({ count: 0, isOffline: true }));
vi.mock('./components/cancel-consultation-dialog', async (importOriginal) => {
  download.count += 1;
  if (download.isOffline) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

const upcoming = employeeConsultation('22222222-2222-4222-8222-222222222222', parisDateTime(2026, 12, 2, 14));

signedInEmployeeAt(parisDateTime(2026, 11, 25, 10));
beforeEach(() => serveConsultationsPage({ meetings: [upcoming] }));

describe('Mes Rendez-vous, cancellation dialog', { timeout: 20_000 }, () => {
  it('is downloaded when asked for, not with the page, and says so in French when it cannot be', async () => {
    renderPage(<EmployeeConsultationsPage />);
    const user = userEvent.setup();
    const cancel = await screen.findByRole('button', { name: 'Annuler le rendez-vous' });
    expect(download.count).toBe(0);

    await user.click(cancel);
    expect(await screen.findByRole('alert')).toHaveTextContent(CANCEL_DIALOG_UNAVAILABLE);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    // The network is back: pressing again opens the dialog, and closing it gives the focus back to the button.
    download.isOffline = false;
    await user.click(cancel);
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    expect(screen.queryByText(CANCEL_DIALOG_UNAVAILABLE)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Conserver' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(cancel).toHaveFocus();
  });
});
