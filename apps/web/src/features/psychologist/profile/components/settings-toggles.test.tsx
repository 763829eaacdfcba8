import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PsychologistAccountDetails } from '@parenthese/shared';
import { apiCalls, apiHandler, serveApi } from '@/test/fake-api';
import { renderWithProviders, signInAsPsychologist } from '@/test/render-with-providers';
import { ConsultationModesCard, CategoriesCard } from './settings-toggles';
import { psychologistDetails } from '../test-fixtures';

const details = psychologistDetails({ teamsEnabled: false });

/** What the switches sent, oldest first. */
const sentUpdates = () => apiCalls().map((call) => call.body as Partial<PsychologistAccountDetails>);

beforeEach(() => {
  signInAsPsychologist();
  serveApi(apiHandler('POST', '/api/doctor/account/details/update', details));
});

describe('ConsultationModesCard', () => {
  it('shows phone and video with their state, and saves the one switched at once', async () => {
    renderWithProviders(<ConsultationModesCard details={details} />);
    expect(screen.getByRole('switch', { name: /Téléphone/ })).toBeChecked();
    const video = screen.getByRole('switch', { name: /Visioconférence/ });
    expect(video).not.toBeChecked();
    expect(screen.getByText('Un lien de réunion est créé à la réservation.')).toBeInTheDocument();

    // Named by its label alone and described by its hint, through aria (pa11y's engine ignores a <label for> on a button).
    expect(video).toHaveAttribute('aria-labelledby');
    expect(video).toHaveAccessibleName('Visioconférence');
    expect(video).toHaveAccessibleDescription('Un lien de réunion est créé à la réservation.');

    await userEvent.setup().click(video);
    expect(await screen.findByText('Type de rendez-vous mis à jour')).toBeInTheDocument();
    expect(sentUpdates()).toEqual([expect.objectContaining({ phoneEnabled: true, teamsEnabled: true })]);
  });
});

describe('CategoriesCard', () => {
  it('lists the four specialisations and adds the one switched on, in their order', async () => {
    renderWithProviders(<CategoriesCard details={details} />);
    expect(screen.getAllByRole('switch').map((item) => item.getAttribute('aria-checked'))).toEqual(['false', 'true', 'false', 'false']);

    await userEvent.setup().click(screen.getByRole('switch', { name: 'Neuropsychologue' }));
    expect(await screen.findByText('Neuropsychologue : catégorie activée')).toBeInTheDocument();
    expect(sentUpdates()).toEqual([expect.objectContaining({ doctorCategories: ['Neuropsychologue', 'Psychologue clinicien'] })]);
  });
});
