import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookingMessages, parisDateTime, type EmployeeFollowUp } from '@parenthese/shared';
import { employeeConsultation } from '@/test/render-with-providers';
import { apiCalls, apiHandler } from '@/test/fake-api';
import { signedInEmployeeAt } from '@/test/employee-session';
import { renderConsultationsPage } from './test-fixtures';

const now = parisDateTime(2026, 11, 25, 10); // Wednesday
const PROPOSAL_ID = '77777777-7777-4777-8777-777777777777';
const HOUR_ID = '88888888-8888-4888-8888-888888888888';
const hourStart = parisDateTime(2026, 11, 30, 9);
const marion = {
  presentationId: '00000000-0000-4000-8000-0000000000aa',
  title: 'Marion, la psychologue',
  presentation: { firstName: 'Marion', formOfAddress: 'LA_PSYCHOLOGUE' as const, approach: 'Thérapies brèves.', languages: ['FR' as const, 'EN' as const] },
};

function proposal(overrides: Partial<EmployeeFollowUp> = {}): EmployeeFollowUp {
  return {
    proposalId: PROPOSAL_ID,
    status: 'OPEN',
    expiresAt: parisDateTime(2026, 11, 28, 10).toISOString(),
    meetingType: 'TEAMS',
    hours: [{ meetingId: HOUR_ID, startDate: hourStart.toISOString(), endDate: new Date(hourStart.getTime() + 3_600_000).toISOString() }],
    psychologist: { presentationId: null, title: 'Votre psychologue', presentation: null },
    ...overrides,
  };
}

function setup(followUp: EmployeeFollowUp) {
  renderConsultationsPage(
    {
      proposals: [followUp],
      meetings: [employeeConsultation('33333333-3333-4333-8333-333333333333', parisDateTime(2026, 11, 13, 10), { psychologist: followUp.psychologist })],
    },
    apiHandler('POST', '/api/employee-service/follow-up/:proposalId/accept', {
      success: true,
      message: bookingMessages.requested,
      meeting: employeeConsultation(HOUR_ID, hourStart, { psychologist: followUp.psychologist }),
    }),
  );
}

signedInEmployeeAt(now);

describe('Mes rendez-vous, the follow-up proposed', { timeout: 20_000 }, () => {
  it('names who proposed and folds their presentation, as the consultation’s card does, then books the hour chosen', async () => {
    setup(proposal({ psychologist: marion }));
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Prochain rendez-vous proposé' });
    expect(within(card).getByText('Marion, la psychologue')).toBeInTheDocument();
    const details = within(card).getByText('Sa présentation');
    expect(within(card).getByText('Thérapies brèves.')).not.toBeVisible();
    await user.click(details);
    expect(within(card).getByText('Thérapies brèves.')).toBeVisible();
    expect(within(card).getByText('Français, Anglais', { exact: false })).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Choisir cet horaire' }));
    await user.click(await screen.findByRole('button', { name: 'Réserver' }));
    expect(await screen.findByText(bookingMessages.requested)).toBeInTheDocument();
    expect(apiCalls().find((call) => call.path === `/api/employee-service/follow-up/${PROPOSAL_ID}/accept`)?.body).toEqual({ meetingId: HOUR_ID });
  });

  it('says « Votre psychologue », with no presentation to unfold, when none was written', async () => {
    setup(proposal());
    const card = await screen.findByRole('region', { name: 'Prochain rendez-vous proposé' });
    expect(within(card).getByText('Votre psychologue')).toBeInTheDocument();
    expect(within(card).queryByText('Sa présentation')).not.toBeInTheDocument();
  });
});
