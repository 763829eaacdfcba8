import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { employeeNoShowTexts, missedConsultationMessages, parisDateTime, type EmployeeConsultation } from '@parenthese/shared';
import { employeeConsultation, renderPage } from '@/test/render-with-providers';
import { apiCalls, apiError, apiHandler, serveApi } from '@/test/fake-api';
import { signedInEmployeeAt } from '@/test/employee-session';
import { EmployeeConsultationsPage } from './employee-consultations-page';
import { serveConsultationsPage } from './test-fixtures';

// Now: Wednesday 25 November 2026, 10:00 in Paris.
const NOW = parisDateTime(2026, 11, 25, 10);
const yesterday = employeeConsultation('33333333-3333-4333-8333-333333333333', parisDateTime(2026, 11, 24, 14));
const longAgo = employeeConsultation('44444444-4444-4444-8444-444444444444', parisDateTime(2026, 11, 10, 14));
const upcoming = employeeConsultation('55555555-5555-4555-8555-555555555555', parisDateTime(2026, 12, 2, 14));
const NO_SHOW_URL = `/api/employee-service/meeting/${yesterday.meetingId}/no-show` as const;

let consultations: EmployeeConsultation[];
signedInEmployeeAt(NOW);
beforeEach(() => {
  consultations = [yesterday, longAgo, upcoming];
  serveConsultationsPage({ meetings: () => consultations });
});

/** The consultations that have started are under « Passés ». */
async function openPast(user = userEvent.setup()) {
  await user.click(await screen.findByRole('tab', { name: /Passés/ }));
  return user;
}

const cardOf = async (consultation: EmployeeConsultation) => {
  await screen.findAllByText(/2026/);
  const day = new Date(consultation.startDate).getDate();
  return screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.closest('.overflow-hidden') as HTMLElement)
    .find((card) => within(card).queryByText(new RegExp(`\\b${day} (novembre|décembre) 2026`, 'i')))!;
};

describe('Mes rendez-vous, « Personne ne s’est présenté » (decision 0062)', { timeout: 20_000 }, () => {
  it('is offered on a consultation started less than 7 days ago only', async () => {
    renderPage(<EmployeeConsultationsPage />);
    await openPast();
    expect(await screen.findAllByRole('button', { name: employeeNoShowTexts.action })).toHaveLength(1);
    expect(within(await cardOf(yesterday)).getByRole('button', { name: employeeNoShowTexts.action })).toBeInTheDocument();
    expect(within(await cardOf(longAgo)).queryByRole('button', { name: employeeNoShowTexts.action })).not.toBeInTheDocument();
  });

  it('asks first in a labelled dialog with the focus in it, reports through the API, then shows the state instead of the button', async () => {
    serveApi(
      apiHandler('POST', NO_SHOW_URL, () => {
        consultations = [{ ...yesterday, doctorNoShowReported: true }, longAgo, upcoming];
        return { success: true, message: missedConsultationMessages.psychologistNoShowRecorded, isCreditRefunded: true, meeting: consultations[0] };
      }),
    );
    const user = userEvent.setup();
    renderPage(<EmployeeConsultationsPage />);
    await openPast(user);
    await user.click(await screen.findByRole('button', { name: employeeNoShowTexts.action }));
    const dialog = await screen.findByRole('alertdialog', { name: employeeNoShowTexts.confirmTitle }, { timeout: 10_000 });
    expect(dialog).toHaveAccessibleDescription(employeeNoShowTexts.confirmBody);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(apiCalls().some((call) => call.url === NO_SHOW_URL)).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: employeeNoShowTexts.confirm }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(apiCalls()).toContainEqual(expect.objectContaining({ method: 'POST', url: NO_SHOW_URL }));
    const card = await cardOf(yesterday);
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent(employeeNoShowTexts.state));
    expect(within(card).queryByRole('button', { name: employeeNoShowTexts.action })).not.toBeInTheDocument();
  });

  it('shows the server’s French refusal', async () => {
    serveApi(apiHandler('POST', NO_SHOW_URL, apiError(409, missedConsultationMessages.windowClosed)));
    const user = userEvent.setup();
    renderPage(<EmployeeConsultationsPage />);
    await openPast(user);
    await user.click(await screen.findByRole('button', { name: employeeNoShowTexts.action }));
    await user.click(within(await screen.findByRole('alertdialog', {}, { timeout: 10_000 })).getByRole('button', { name: employeeNoShowTexts.confirm }));
    expect(await screen.findByText(missedConsultationMessages.windowClosed)).toBeInTheDocument();
  });

  it('tells the employee when the psychologist marked them absent, and still lets them report', async () => {
    consultations = [{ ...yesterday, employeeNoShowReported: true }];
    renderPage(<EmployeeConsultationsPage />);
    await openPast();
    expect(await screen.findByText(employeeNoShowTexts.markedAbsent)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: employeeNoShowTexts.action })).toBeInTheDocument();
  });
});
