import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parisDateTime, type EmployeeConsultation, type WaitingListEntry } from '@parenthese/shared';
import { employeeDetails, employeeConsultation } from '@/test/render-with-providers';
import { apiCalls, apiHandler, serveApi } from '@/test/fake-api';
import { signedInEmployeeAt } from '@/test/employee-session';
import { renderConsultationsPage } from './test-fixtures';
import { aWaitingListEntry } from '../booking/test-fixtures';

const now = parisDateTime(2026, 11, 25, 10); // Wednesday
const details = (availableCredits = 2) => employeeDetails({ availableCredits, service: '', job: '' });
const soon = employeeConsultation('11111111-1111-4111-8111-111111111111', parisDateTime(2026, 11, 26, 9), { meetingType: 'PHONE', meetingLink: null, subject: 'Stress au travail' });
const later = employeeConsultation('22222222-2222-4222-8222-222222222222', parisDateTime(2026, 12, 2, 14));
const past = employeeConsultation('33333333-3333-4333-8333-333333333333', parisDateTime(2026, 11, 13, 10), { doctorCategoryName: 'Psychologue clinicien' });
const cancelled = employeeConsultation('44444444-4444-4444-8444-444444444444', parisDateTime(2026, 11, 10, 10), { meetingStatus: 'CANCELLED', meetingLink: null, cancelledBy: 'EMPLOYEE' });

function setup(options: { credits?: number; meetings?: EmployeeConsultation[]; waiting?: WaitingListEntry[] } = {}) {
  renderConsultationsPage(
    { details: details(options.credits ?? 2), waiting: options.waiting, meetings: options.meetings ?? [later, soon, past, cancelled] },
    apiHandler('POST', '/api/employee-service/meeting/:meetingId/cancel', { success: true, message: 'Rendez-vous annulé', isLateCancellation: true, isCreditRefunded: false }),
    apiHandler('POST', '/api/employee-service/meeting/:meetingId/rate', { success: true, message: 'Évaluation envoyée', rating: 4 }),
  );
}

signedInEmployeeAt(now);

// Full-page flows with user events are slow on small CI machines.
describe('Mes Rendez-vous', { timeout: 20_000 }, () => {
  it('shows the loading text, then counters, tabs with counts and upcoming cards soonest first', async () => {
    setup();
    expect(screen.getByText('Chargement de vos rendez-vous...')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'À venir (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(document.title).toBe('Mes rendez-vous – Parenthèse');
    expect(screen.getByRole('tab', { name: 'Passés (2)' })).toBeInTheDocument();
    expect(screen.getByText('Rendez-vous à venir').previousSibling).toHaveTextContent('2');
    expect(screen.getByText('Consultations terminées').previousSibling).toHaveTextContent('1');
    const panel = screen.getByRole('tabpanel');
    const headings = within(panel)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Psychologue du travail', 'Psychologue du travail']);
    expect(within(panel).getByText('Jeudi 26 novembre 2026')).toBeInTheDocument();
    expect(within(panel).getByText('09:00 (60 min)')).toBeInTheDocument();
    expect(within(panel).getByText('Stress au travail')).toBeInTheDocument();
    expect(within(panel).getByText("Le psychologue vous appellera au 06.12.34.56.78 à l'heure du rendez-vous.")).toBeInTheDocument();
    expect(within(panel).getAllByText('À venir')).toHaveLength(2);
    // The video card is more than 15 minutes away: Rejoindre is disabled.
    expect(within(panel).getByRole('button', { name: 'Rejoindre' })).toBeDisabled();
  });

  it('draws skeletons at first, then the first card from the consultations alone, without waiting for the profile', async () => {
    // The profile answers only when the test says so.
    let answerProfile = () => {};
    const profileHeld = new Promise<void>((resolve) => (answerProfile = resolve));
    renderConsultationsPage({
      details: async () => {
        await profileHeld;
        return details();
      },
      meetings: [soon],
    });
    // Before the consultations: the counters' labels and skeletons in the cards' places, the loading said once.
    expect(screen.getByText('Chargement de vos rendez-vous...')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Rendez-vous à venir')).toBeInTheDocument();
    expect(document.querySelectorAll('.animate-pulse').length).toBeGreaterThan(3);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    // The consultations come, the profile does not: the card is there, its phone number left to come.
    const card = (await screen.findByRole('heading', { name: 'Psychologue du travail' })).closest('.rounded-2xl') as HTMLElement;
    expect(within(card).getByText('Jeudi 26 novembre 2026')).toBeInTheDocument();
    expect(card).toHaveTextContent("Le psychologue vous appellera au votre numéro à l'heure du rendez-vous.");
    expect(screen.queryByText('Chargement de vos rendez-vous...')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'À venir (1)' })).toBeInTheDocument();

    answerProfile();
    expect(await within(card).findByText("Le psychologue vous appellera au 06.12.34.56.78 à l'heure du rendez-vous.")).toBeInTheDocument();
    expect(within(card).queryByText('votre numéro')).not.toBeInTheDocument();
  });

  it('names the psychologist by their presentation on the card, with its detail, or « Votre psychologue » (decision 0061)', async () => {
    const presented = employeeConsultation('77777777-7777-4777-8777-777777777777', parisDateTime(2026, 12, 3, 10), {
      psychologist: {
        presentationId: '00000000-0000-4000-8000-0000000000aa',
        title: 'Marion, la psychologue',
        presentation: { firstName: 'Marion', formOfAddress: 'LA_PSYCHOLOGUE', approach: 'Thérapies brèves.', languages: ['FR', 'EN'] },
      },
    });
    setup({ meetings: [presented, later] });
    const user = userEvent.setup();
    expect(await screen.findByText('Marion, la psychologue')).toBeInTheDocument();
    expect(screen.getByText('Votre psychologue')).toBeInTheDocument();
    await user.click(screen.getByText('Sa présentation'));
    expect(screen.getByText('Thérapies brèves.')).toBeVisible();
    expect(screen.getByText('Français, Anglais', { exact: false })).toBeVisible();
  });

  it('does not count as held a past consultation reported as not held, by either side', async () => {
    const notHeld = employeeConsultation('55555555-5555-4555-8555-555555555555', parisDateTime(2026, 11, 20, 10), { doctorNoShowReported: true });
    const absent = employeeConsultation('66666666-6666-4666-8666-666666666666', parisDateTime(2026, 11, 19, 10), { employeeNoShowReported: true });
    setup({ meetings: [later, past, notHeld, absent] });
    expect(await screen.findByRole('tab', { name: 'Passés (3)' })).toBeInTheDocument();
    expect(screen.getByText('Consultations terminées').previousSibling).toHaveTextContent('1');
  });

  it('warns about a late cancellation under 48 h, and cancels with Conserver / Annuler le rendez-vous', async () => {
    setup();
    const user = userEvent.setup();
    await screen.findByRole('tab', { name: 'À venir (2)' });
    const [soonCancel, laterCancel] = screen.getAllByRole('button', { name: 'Annuler le rendez-vous' });

    await user.click(laterCancel);
    let dialog = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    expect(within(dialog).queryByText('Attention - Annulation tardive')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Conserver' }));
    expect(apiCalls().some((call) => call.path.endsWith('/cancel'))).toBe(false);

    await user.click(soonCancel);
    dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Attention - Annulation tardive')).toBeInTheDocument();
    // The employee pays nothing: the credit is used, as the published terms of use say.
    const warning = within(dialog)
      .getByText(/Vous annulez moins de 48 h avant la consultation/)
      .closest('[role="alert"], div')!;
    expect(warning).toHaveTextContent("le crédit de cette consultation est utilisé et ne vous sera pas rendu. Vous n'avez rien à payer.");
    expect(dialog).not.toHaveTextContent(/facturée|conditions générales/);
    expect(within(dialog).getByRole('link', { name: /conditions d.utilisation/i })).toHaveAttribute('href', '/conditions-utilisation');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler le rendez-vous' }));
    expect((await screen.findAllByText('Rendez-vous annulé')).length).toBeGreaterThan(0);
    expect(apiCalls().find((call) => call.path.endsWith('/cancel'))?.path).toContain(soon.meetingId);
  });

  it('rates a past consultation with the keyboard-accessible stars', async () => {
    setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Passés (2)' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Terminé')).toBeInTheDocument();
    expect(within(panel).getByText('Annulé')).toBeInTheDocument();
    const group = within(panel).getByRole('radiogroup', { name: 'Évaluer cette consultation :' });
    expect(within(panel).getAllByRole('radiogroup')).toHaveLength(1); // not on the cancelled one
    const send = within(panel).getByRole('button', { name: 'Envoyer' });
    expect(send).toBeDisabled();
    await user.click(within(group).getByRole('radio', { name: '3 étoiles sur 5' }));
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: '4 étoiles sur 5' })).toBeChecked();
    await user.click(send);
    expect((await screen.findAllByText('Évaluation envoyée')).length).toBeGreaterThan(0);
    const rateCall = apiCalls().find((call) => call.path.endsWith('/rate'));
    expect(rateCall?.path).toContain(past.meetingId);
    expect(rateCall?.body).toEqual({ rating: 4 });
  });

  it('shows the empty texts and disables Nouveau rendez-vous at 0 credits', async () => {
    setup({ credits: 0, meetings: [] });
    expect(await screen.findByText('Aucun rendez-vous à venir')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nouveau rendez-vous' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Passés (0)' }));
    expect(screen.getByText('Aucun rendez-vous passé')).toBeInTheDocument();
  });

  it('keeps a future consultation cancelled by the psychologist with the upcoming ones, saying so, and tells when one is not accepted yet', async () => {
    const refused = employeeConsultation('55555555-5555-4555-8555-555555555555', parisDateTime(2026, 12, 3, 11), {
      meetingStatus: 'CANCELLED',
      meetingLink: null,
      cancelledBy: 'DOCTOR',
      doctorDecision: 'PENDING',
    });
    const waiting = employeeConsultation('66666666-6666-4666-8666-666666666666', parisDateTime(2026, 12, 4, 15), { doctorDecision: 'PENDING' });
    setup({ meetings: [waiting, refused, later, past, cancelled] });
    expect(await screen.findByRole('tab', { name: 'À venir (2)' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    const section = within(panel).getByRole('region', { name: 'Rendez-vous annulés (1)' });
    expect(within(section).getByText('Annulé')).toBeInTheDocument();
    expect(within(section).getByText('Annulé par le psychologue, votre crédit vous a été rendu')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Annuler le rendez-vous' })).not.toBeInTheDocument();
    // Only the booking not yet accepted carries the discreet note.
    expect(within(panel).getAllByText('En attente de confirmation par le psychologue')).toHaveLength(1);
    expect(within(panel).getAllByText('À venir')).toHaveLength(2);
    // The past tab keeps only what is over: the completed one and the one cancelled long ago, with who cancelled it.
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Passés (2)' }));
    expect(within(screen.getByRole('tabpanel')).getByText('Annulé par vous, votre crédit vous a été rendu')).toBeInTheDocument();
  });
});

describe('waiting list alerts', () => {
  it('lists the employee’s alerts and cancels one', async () => {
    const user = userEvent.setup();
    const entry = aWaitingListEntry({ id: '55555555-5555-4555-8555-555555555555', doctorCategoryName: 'Psychologue clinicien' });
    setup({ waiting: [entry] });
    serveApi(apiHandler('POST', '/api/employee-service/waiting-list/:entryId/cancel', { success: true, message: 'Votre demande d’alerte est annulée.' }));
    const section = await screen.findByRole('region', { name: 'Vos alertes de créneau libéré' });
    expect(section).toHaveTextContent('Psychologue clinicien, en visioconférence');
    await user.click(screen.getByRole('button', { name: /Annuler l’alerte Psychologue clinicien/ }));
    await waitFor(() => expect(apiCalls().some((call) => call.url.endsWith(`/waiting-list/${entry.id}/cancel`))).toBe(true));
  });
});
