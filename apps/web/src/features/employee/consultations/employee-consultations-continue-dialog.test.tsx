import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookingMessages, parisDateTime, type EmployeeConsultation } from '@parenthese/shared';
import { employeeConsultation } from '@/test/render-with-providers';
import { apiCalls, apiHandler } from '@/test/fake-api';
import { signedInEmployeeAt } from '@/test/employee-session';
import { renderConsultationsPage } from './test-fixtures';

const now = parisDateTime(2026, 11, 25, 10); // Wednesday
const FREE_HOUR = '55555555-5555-4555-8555-555555555555';
const freeStart = parisDateTime(2026, 11, 27, 10);
const presented = {
  presentationId: '00000000-0000-4000-8000-0000000000aa',
  title: 'Marion, la psychologue',
  presentation: { firstName: 'Marion', formOfAddress: 'LA_PSYCHOLOGUE' as const, approach: 'Thérapies brèves.', languages: ['FR' as const] },
};
const past = (overrides: Partial<EmployeeConsultation> = {}) => employeeConsultation('33333333-3333-4333-8333-333333333333', parisDateTime(2026, 11, 13, 10), overrides);

function setup(consultation: EmployeeConsultation) {
  renderConsultationsPage(
    { meetings: [consultation] },
    apiHandler('GET', '/api/employee-service/meeting/:meetingId/continue', { doctorCategoryName: 'Psychologue du travail', meetingTypes: ['TEAMS'] }),
    apiHandler('POST', '/api/employee-service/meeting/:meetingId/continue/find', {
      meetingsData: { FRIDAY: [{ startDate: freeStart.toISOString(), meetingStatus: 'AVAILABLE', meetingId: FREE_HOUR }] },
    }),
    apiHandler('POST', '/api/employee-service/meeting/create', {
      success: true,
      message: bookingMessages.requested,
      meeting: employeeConsultation('66666666-6666-4666-8666-666666666666', freeStart, { doctorDecision: 'PENDING' }),
    }),
  );
}

/** Opens « Reprendre rendez-vous … » from the past tab and chooses the free hour. */
async function chooseFreeHour(user: ReturnType<typeof userEvent.setup>, buttonName: string) {
  await user.click(await screen.findByRole('tab', { name: /^Passés/ }));
  await user.click(await screen.findByRole('button', { name: buttonName }));
  const dialog = await screen.findByRole('dialog', { name: buttonName }, { timeout: 10_000 });
  await user.click(await within(dialog).findByRole('button', { name: 'vendredi 27 novembre 2026, créneaux disponibles' }, { timeout: 10_000 }));
  await user.click(within(dialog).getByRole('radio', { name: '10:00' }));
  return dialog;
}

signedInEmployeeAt(now);

describe('Mes Rendez-vous, « Reprendre rendez-vous »', { timeout: 20_000 }, () => {
  it('names the psychologist by their presentation beside the chosen hour, and books it', async () => {
    setup(past({ psychologist: presented }));
    const user = userEvent.setup();
    const dialog = await chooseFreeHour(user, 'Reprendre rendez-vous avec cette psychologue');
    expect(within(dialog).getByText(/^Horaire choisi :/)).toHaveTextContent('Horaire choisi : Vendredi 27 novembre 2026 à 10:00, avec Marion, la psychologue. Un crédit sera utilisé.');

    await user.click(within(dialog).getByRole('button', { name: 'Prendre ce rendez-vous' }));
    expect(await screen.findByText(bookingMessages.requested)).toBeInTheDocument();
    expect(apiCalls().find((call) => call.path.endsWith('/meeting/create'))?.body).toMatchObject({ meetingId: FREE_HOUR, meetingType: 'TEAMS', doctorCategoryName: 'Psychologue du travail' });
  });

  it('names nobody when the psychologist wrote no presentation', async () => {
    setup(past());
    const user = userEvent.setup();
    const dialog = await chooseFreeHour(user, 'Reprendre rendez-vous avec la même personne');
    expect(within(dialog).getByText(/^Horaire choisi :/)).toHaveTextContent('Horaire choisi : Vendredi 27 novembre 2026 à 10:00. Un crédit sera utilisé.');
  });
});
