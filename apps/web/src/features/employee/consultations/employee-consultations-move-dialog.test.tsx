import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { consultationMoveMessages, parisDateTime, type EmployeeConsultation } from '@parenthese/shared';
import { employeeConsultation } from '@/test/render-with-providers';
import { apiCalls, apiError, apiHandler } from '@/test/fake-api';
import { signedInEmployeeAt } from '@/test/employee-session';
import { renderConsultationsPage } from './test-fixtures';

const now = parisDateTime(2026, 11, 25, 10); // Wednesday
const later = employeeConsultation('22222222-2222-4222-8222-222222222222', parisDateTime(2026, 12, 2, 14));
const soon = employeeConsultation('11111111-1111-4111-8111-111111111111', parisDateTime(2026, 11, 26, 9));
const movedTwice = employeeConsultation('33333333-3333-4333-8333-333333333333', parisDateTime(2026, 12, 3, 9), { moveCount: 2 });
const FREE_HOUR = '55555555-5555-4555-8555-555555555555';
const newStart = parisDateTime(2026, 11, 27, 10);
const freeHours = { meetingsData: { FRIDAY: [{ startDate: newStart.toISOString(), meetingStatus: 'AVAILABLE' as const, meetingId: FREE_HOUR }] } };

function setup(moveAnswer: Parameters<typeof apiHandler<'POST', '/api/employee-service/meeting/:meetingId/move'>>[2]) {
  let consultations: EmployeeConsultation[] = [later, soon, movedTwice];
  renderConsultationsPage(
    { meetings: () => consultations },
    apiHandler('POST', '/api/employee-service/meeting/:meetingId/move/find', freeHours),
    apiHandler('POST', '/api/employee-service/meeting/:meetingId/move', (call) => {
      const answer = typeof moveAnswer === 'function' ? moveAnswer(call) : moveAnswer;
      if (!(answer instanceof Promise) && 'meeting' in answer) consultations = [answer.meeting, soon, movedTwice];
      return answer;
    }),
  );
}

const moved = { ...later, startDate: newStart.toISOString(), endDate: new Date(newStart.getTime() + 3_600_000).toISOString(), moveCount: 1 };

signedInEmployeeAt(now);

describe('Mes Rendez-vous, « Déplacer »', { timeout: 20_000 }, () => {
  it('says why a card cannot be moved: under 48 h, or already moved twice', async () => {
    setup({ success: true, message: 'Rendez-vous déplacé', meeting: moved });
    const buttons = await screen.findAllByRole('button', { name: 'Déplacer' });
    expect(buttons).toHaveLength(3);
    expect(buttons.filter((button) => button.hasAttribute('disabled'))).toHaveLength(2);
    // The reason names the disabled control for screen readers, and shows as its tooltip.
    expect(screen.getByRole('group', { name: `Déplacer : ${consultationMoveMessages.tooLate}` })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: `Déplacer : ${consultationMoveMessages.limitReached}` })).toBeInTheDocument();
  });

  it('lists the same psychologist’s free hours, then the category’s on request, moves, and shows the new time', async () => {
    setup({ success: true, message: 'Rendez-vous déplacé', meeting: moved });
    const user = userEvent.setup();
    const [move] = (await screen.findAllByRole('button', { name: 'Déplacer' })).filter((button) => !button.hasAttribute('disabled'));
    await user.click(move);

    const dialog = await screen.findByRole('dialog', { name: 'Déplacer le rendez-vous' }, { timeout: 10_000 });
    const everyone = within(dialog).getByRole('switch', { name: 'Voir aussi les autres psychologues de cette catégorie' });
    expect(everyone).not.toBeChecked();
    await within(dialog).findByRole('button', { name: 'vendredi 27 novembre 2026, créneaux disponibles' });
    const finds = () => apiCalls().filter((call) => call.path.endsWith('/move/find'));
    expect(finds()[0]).toMatchObject({ path: `/api/employee-service/meeting/${later.meetingId}/move/find`, body: { isWholeCategory: false } });

    await user.click(everyone);
    await waitFor(() => expect(finds().some((call) => (call.body as { isWholeCategory: boolean }).isWholeCategory)).toBe(true));

    expect(within(dialog).getByRole('button', { name: 'Déplacer le rendez-vous' })).toBeDisabled();
    await user.click(await within(dialog).findByRole('button', { name: 'vendredi 27 novembre 2026, créneaux disponibles' }));
    await user.click(within(dialog).getByRole('radio', { name: '10:00' }));
    expect(dialog).toHaveTextContent('Nouvel horaire : Vendredi 27 novembre 2026 à 10:00.');
    await user.click(within(dialog).getByRole('button', { name: 'Déplacer le rendez-vous' }));

    expect(apiCalls().find((call) => call.path.endsWith(`/meeting/${later.meetingId}/move`))?.body).toEqual({ meetingId: FREE_HOUR });
    expect(await screen.findByText('Rendez-vous déplacé')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Vendredi 27 novembre 2026')).toBeInTheDocument();
  });

  it('keeps the dialog open with the French reason when the hour was taken meanwhile', async () => {
    setup(apiError(409, consultationMoveMessages.slotGone));
    const user = userEvent.setup();
    const [move] = (await screen.findAllByRole('button', { name: 'Déplacer' })).filter((button) => !button.hasAttribute('disabled'));
    await user.click(move);
    const dialog = await screen.findByRole('dialog', { name: 'Déplacer le rendez-vous' }, { timeout: 10_000 });
    await user.click(await within(dialog).findByRole('button', { name: 'vendredi 27 novembre 2026, créneaux disponibles' }));
    await user.click(within(dialog).getByRole('radio', { name: '10:00' }));
    await user.click(within(dialog).getByRole('button', { name: 'Déplacer le rendez-vous' }));
    expect(await within(dialog).findByText(consultationMoveMessages.slotGone)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
