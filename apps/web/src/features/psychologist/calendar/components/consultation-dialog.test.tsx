import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { psychologistNoShowTexts, missedConsultationMessages, type PsychologistConsultation } from '@parenthese/shared';
import { Toaster } from '@/components/ui/sonner-toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { apiCalls, apiError, apiHandler, serveApi } from '@/test/fake-api';
import { signInAsPsychologist } from '@/test/render-with-providers';
import { ConsultationDialog } from './consultation-dialog';

const NOW = new Date('2030-01-07T08:00:00.000Z');
const base: PsychologistConsultation = {
  meetingId: '0b4a3c2e-1f00-4c2a-9a11-2d9c6c1b7e01',
  startDate: '2030-01-09T17:00:00.000Z', // mercredi 9 janvier, 18:00 Paris
  endDate: '2030-01-09T18:00:00.000Z',
  meetingStatus: 'BOOKED',
  doctorDecision: 'PENDING',
  cancelledBy: null,
  doctorCategoryName: 'Psychologue clinicien',
  meetingType: 'PHONE',
  subject: 'Stress lié à une réorganisation',
  meetingLink: null,
  phoneNumber: '0612345678',
  employeeNoShowReported: false,
  doctorNoShowReported: false,
  carePair: null,
};

function renderDialog(consultation: PsychologistConsultation, onClose = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <ConsultationDialog consultation={consultation} onClose={onClose} now={NOW} />
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return onClose;
}

const buttonNames = () =>
  screen
    .getAllByRole('button')
    .map((button) => button.textContent?.trim())
    .filter(Boolean);

beforeEach(signInAsPsychologist);

describe('ConsultationDialog', () => {
  it('names the person by their pseudonym only, with « Suivi », the place in the series, the earlier dates and motive', () => {
    renderDialog({ ...base, carePair: { pseudonym: 'K7Q2', rank: 2, earlierStartDates: ['2030-01-02T17:00:00.000Z'], earlierSubject: 'Fatigue au travail' } });
    expect(screen.getByText('Personne K7Q2')).toBeInTheDocument();
    expect(screen.getByText((_, element) => element?.tagName === 'DD' && /^2e consultation \(précédentes : .*2 janvier 2030\)$/.test(element.textContent ?? ''))).toBeInTheDocument();
    expect(screen.getByText('Fatigue au travail')).toBeInTheDocument();
  });

  it('shows a pending phone consultation with its details and Fermer / Refuser / Accepter / Proposer un suivi', () => {
    renderDialog(base);
    expect(screen.getByRole('dialog', { name: 'Psychologue clinicien' })).toBeInTheDocument();
    expect(screen.getByText('En attente')).toBeInTheDocument();
    expect(screen.getByText('06.12.34.56.78')).toBeInTheDocument();
    expect(screen.getByText(/Mercredi 9 janvier 2030/i)).toBeInTheDocument();
    expect(screen.getByText(/18:00 - 19:00/)).toBeInTheDocument();
    expect(screen.getByText('60 minutes')).toBeInTheDocument();
    expect(screen.getByText('Téléphone', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Stress lié à une réorganisation')).toBeInTheDocument();
    expect(buttonNames()).toEqual(['Fermer', 'Refuser', 'Accepter', 'Proposer un suivi']);
  });

  it('offers Annuler le rendez-vous (and a follow-up) for a confirmed future one, and nothing for a cancelled or past one', () => {
    renderDialog({ ...base, doctorDecision: 'ACCEPTED', subject: null });
    expect(screen.getByText('Confirmé')).toBeInTheDocument();
    expect(screen.getByText('Non renseigné')).toBeInTheDocument();
    expect(buttonNames()).toEqual(['Fermer', 'Proposer un suivi', 'Annuler le rendez-vous']);
  });

  it('offers only Fermer for a cancelled consultation', () => {
    renderDialog({ ...base, meetingStatus: 'CANCELLED' });
    expect(screen.getByText('Annulé')).toBeInTheDocument();
    expect(buttonNames()).toEqual(['Fermer']);
  });

  it('offers only a follow-up for a consultation held more than 7 days ago (rules/follow-up-proposals.ts)', () => {
    renderDialog({ ...base, startDate: '2029-12-30T08:00:00.000Z', endDate: '2029-12-30T09:00:00.000Z' });
    expect(screen.getByText('Terminé')).toBeInTheDocument();
    expect(buttonNames()).toEqual(['Fermer', 'Proposer un suivi']);
  });

  describe('« Le salarié ne s’est pas présenté » (decision 0062)', () => {
    // Started the day before NOW, never answered: within the 7 days.
    const past = { ...base, startDate: '2030-01-06T08:00:00.000Z', endDate: '2030-01-06T09:00:00.000Z' };

    it('is offered from the start until 7 days after, never before nor once marked', () => {
      renderDialog(past);
      expect(buttonNames()).toEqual(['Fermer', psychologistNoShowTexts.action, 'Proposer un suivi']);
    });

    it.each([
      ['upcoming', base],
      ['already marked', { ...past, employeeNoShowReported: true }],
    ])('is not offered for an %s consultation', (_label, consultation) => {
      renderDialog(consultation);
      expect(buttonNames()).not.toContain(psychologistNoShowTexts.action);
    });

    it('shows what was declared, by either side', () => {
      renderDialog({ ...past, employeeNoShowReported: true, doctorNoShowReported: true });
      expect(screen.getByText(psychologistNoShowTexts.state)).toBeInTheDocument();
      expect(screen.getByText(psychologistNoShowTexts.reportedByEmployee)).toBeInTheDocument();
    });

    it('asks first, in a labelled dialog that takes the focus, then marks through the API, toasts and closes', async () => {
      serveApi(apiHandler('POST', `/api/doctor/meetings/${past.meetingId}/no-show`, { ...past, employeeNoShowReported: true }));
      const onClose = renderDialog(past);
      await userEvent.click(screen.getByRole('button', { name: psychologistNoShowTexts.action }));
      const confirm = await screen.findByRole('alertdialog', { name: psychologistNoShowTexts.confirmTitle });
      expect(confirm).toHaveAccessibleDescription(psychologistNoShowTexts.confirmBody);
      expect(confirm.contains(document.activeElement)).toBe(true);
      expect(apiCalls()).toEqual([]);
      await userEvent.click(within(confirm).getByRole('button', { name: psychologistNoShowTexts.confirm }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(apiCalls()).toContainEqual(expect.objectContaining({ method: 'POST', url: `/api/doctor/meetings/${past.meetingId}/no-show` }));
      expect(await screen.findByText(psychologistNoShowTexts.state)).toBeInTheDocument();
    });

    it('shows the server’s French refusal and stays open', async () => {
      serveApi(apiHandler('POST', `/api/doctor/meetings/${past.meetingId}/no-show`, apiError(409, missedConsultationMessages.alreadyReported)));
      const onClose = renderDialog(past);
      await userEvent.click(screen.getByRole('button', { name: psychologistNoShowTexts.action }));
      await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: psychologistNoShowTexts.confirm }));
      expect(await screen.findByText(missedConsultationMessages.alreadyReported)).toBeInTheDocument();
      expect(onClose).not.toHaveBeenCalled();
    });
  });

  it('shows Rejoindre for video, disabled before the join window with the psychologist tooltip', async () => {
    renderDialog({ ...base, meetingType: 'TEAMS', phoneNumber: null, meetingLink: 'https://meet.jit.si/x', doctorDecision: 'ACCEPTED' });
    expect(screen.getByRole('button', { name: 'Rejoindre' })).toBeDisabled();
    expect(screen.getByLabelText('Rejoindre : Le bouton sera disponible 15 minutes avant le début de la consultation')).toBeInTheDocument();
    expect(screen.getByText('Visioconférence', { selector: 'dd' })).toBeInTheDocument();
  });

  it('opens with the focus on its title, not on the disabled Rejoindre, and shows its hint beside it only when asked, to its right', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    renderDialog({ ...base, meetingType: 'TEAMS', phoneNumber: null, meetingLink: 'https://meet.jit.si/x', doctorDecision: 'ACCEPTED' });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Psychologue clinicien' })).toHaveFocus());
    const group = screen.getByRole('group', { name: /^Rejoindre/ });
    expect(group).not.toHaveFocus();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    // Tab reaches it, and the hint stands to its right: above, it covered the status badge.
    await user.tab();
    await waitFor(() => expect(screen.getByRole('group', { name: /^Rejoindre/ })).toHaveFocus());
    const hint = await screen.findByRole('tooltip', {}, { timeout: 10_000 });
    expect(hint).toHaveTextContent('Le bouton sera disponible 15 minutes avant le début de la consultation');
    expect(hint.closest('[data-side]')).toHaveAttribute('data-side', 'right');
  });

  it('accepts through the API, toasts Rendez-vous accepté and closes', async () => {
    serveApi(apiHandler('POST', `/api/doctor/meetings/${base.meetingId}/accept`, { ...base, doctorDecision: 'ACCEPTED' }));
    const onClose = renderDialog(base);
    await userEvent.click(screen.getByRole('button', { name: 'Accepter' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(apiCalls()).toContainEqual(expect.objectContaining({ method: 'POST', url: `/api/doctor/meetings/${base.meetingId}/accept` }));
    expect(await screen.findByText('Rendez-vous accepté')).toBeInTheDocument();
  });

  it('asks before refusing, saying the credit goes back, then refuses through the API and toasts Rendez-vous refusé', async () => {
    const refusePath = `/api/doctor/meetings/${base.meetingId}/refuse` as const;
    // The first refusal is answered 409, the next one succeeds.
    serveApi(apiHandler('POST', refusePath, { ...base, meetingStatus: 'CANCELLED' }), apiHandler('POST', refusePath, apiError(409, 'Ce rendez-vous a déjà été annulé.'), { once: true }));
    const onClose = renderDialog(base);
    await userEvent.click(screen.getByRole('button', { name: 'Refuser' }));
    const confirmation = await screen.findByRole('alertdialog', { name: 'Refuser ce rendez-vous ?' });
    expect(confirmation).toHaveTextContent('Le crédit utilisé pour cette consultation sera rendu au salarié.');
    expect(apiCalls()).toHaveLength(0);
    // 'Conserver' keeps the consultation and calls nothing.
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Conserver' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(apiCalls()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Refuser' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Refuser le rendez-vous' }));
    expect(await screen.findByText('Ce rendez-vous a déjà été annulé.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Refuser' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Refuser le rendez-vous' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(apiCalls().at(-1)).toMatchObject({ method: 'POST', url: refusePath });
    expect(await screen.findByText('Rendez-vous refusé')).toBeInTheDocument();
    expect(screen.queryByText('Rendez-vous annulé')).not.toBeInTheDocument();
  });

  it('asks before cancelling a confirmed consultation, then cancels and toasts Rendez-vous annulé', async () => {
    serveApi(apiHandler('POST', `/api/doctor/meetings/${base.meetingId}/cancel`, { ...base, doctorDecision: 'ACCEPTED', meetingStatus: 'CANCELLED' }));
    const onClose = renderDialog({ ...base, doctorDecision: 'ACCEPTED' });
    await userEvent.click(screen.getByRole('button', { name: 'Annuler le rendez-vous' }));
    const confirmation = await screen.findByRole('alertdialog', { name: 'Annuler ce rendez-vous ?' });
    expect(confirmation).toHaveTextContent('Le crédit utilisé pour cette consultation sera rendu au salarié.');
    expect(apiCalls()).toHaveLength(0);
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Annuler le rendez-vous' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(apiCalls()).toContainEqual(expect.objectContaining({ method: 'POST', url: `/api/doctor/meetings/${base.meetingId}/cancel` }));
    expect(await screen.findByText('Rendez-vous annulé')).toBeInTheDocument();
  });
});
