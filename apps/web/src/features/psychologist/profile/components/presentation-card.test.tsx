import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRESENTATION_APPROACH_MAX_LENGTH, presentationMessages, type PsychologistPresentationResponse } from '@parenthese/shared';
import type { HttpHandler } from 'msw';
import { storeSession } from '@/lib/session';
import { renderWithProviders } from '@/test/render-with-providers';
import { apiCalls, apiHandler, serveApi } from '@/test/fake-api';
import { PresentationCard } from './presentation-card';

const PATH = '/api/doctor/presentation';
const NONE: PsychologistPresentationResponse = { presentation: null };
const WRITTEN: PsychologistPresentationResponse = {
  presentation: { firstName: 'Marion', formOfAddress: 'LA_PSYCHOLOGUE', approach: 'Thérapies brèves.', languages: ['FR', 'EN'], updatedAt: '2026-11-24T09:30:00.000Z' },
};

beforeEach(() => storeSession({ token: 'jeton', login: 'psy.clinicien@demo.fr', role: 'DOCTOR', firstConnexion: false }));

function renderCard(routes: HttpHandler[]) {
  serveApi(...routes);
  renderWithProviders(<PresentationCard />);
}

const callsTo = (method: string) => apiCalls().filter((call) => call.method === method && call.path === PATH);

describe('PresentationCard (« Mon profil », decision 0061)', () => {
  it('refuses an empty first name, a missing form of address, a too long approach and no language, without sending anything', async () => {
    renderCard([apiHandler('GET', PATH, NONE)]);
    const user = userEvent.setup();
    expect(await screen.findByText("Vous n'avez pas encore écrit de présentation.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Écrire ma présentation' }));

    const form = await screen.findByRole('form', { name: 'Écrire ma présentation' });
    const firstName = within(form).getByRole('textbox', { name: /Prénom affiché aux salariés/ });
    expect(firstName).toHaveFocus();
    await user.click(within(form).getByRole('checkbox', { name: 'Français' }));
    const approach = within(form).getByRole('textbox', { name: /Votre approche/ });
    await user.click(approach);
    await user.paste('a'.repeat(PRESENTATION_APPROACH_MAX_LENGTH + 1));
    await user.click(within(form).getByRole('button', { name: 'Sauvegarder' }));

    expect(await within(form).findByText(presentationMessages.firstName)).toBeInTheDocument();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText(presentationMessages.formOfAddress)).toBeInTheDocument();
    expect(within(form).getByText(`Maximum ${PRESENTATION_APPROACH_MAX_LENGTH} caractères`)).toBeInTheDocument();
    expect(within(form).getByText(presentationMessages.languages)).toBeInTheDocument();
    expect(callsTo('PUT')).toHaveLength(0);
  });

  it('sends a valid presentation and shows the employees’ preview', async () => {
    renderCard([apiHandler('GET', PATH, NONE), apiHandler('PUT', PATH, WRITTEN)]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Écrire ma présentation' }));
    const form = await screen.findByRole('form', { name: 'Écrire ma présentation' });
    await user.type(within(form).getByRole('textbox', { name: /Prénom affiché aux salariés/ }), 'Marion');
    await user.click(within(form).getByRole('radio', { name: '« la psychologue »' }));
    await user.type(within(form).getByRole('textbox', { name: /Votre approche/ }), 'Thérapies brèves.');
    await user.click(within(form).getByRole('checkbox', { name: 'Anglais' }));
    await user.click(within(form).getByRole('button', { name: 'Sauvegarder' }));

    const preview = await screen.findByRole('region', { name: 'Aperçu pour les salariés' });
    expect(preview).toHaveTextContent('Marion, la psychologue');
    expect(preview).toHaveTextContent('Thérapies brèves.');
    expect(preview).toHaveTextContent('Langues : Français, Anglais');
    expect(callsTo('PUT').map((call) => call.body)).toEqual([{ firstName: 'Marion', formOfAddress: 'LA_PSYCHOLOGUE', approach: 'Thérapies brèves.', languages: ['FR', 'EN'] }]);
  });

  it('withdraws the presentation only once confirmed', async () => {
    renderCard([apiHandler('GET', PATH, WRITTEN), apiHandler('DELETE', PATH, NONE)]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Retirer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Retirer ma présentation ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Retirer' }));
    expect(await screen.findByText("Vous n'avez pas encore écrit de présentation.")).toBeInTheDocument();
    expect(callsTo('DELETE')).toHaveLength(1);
  });
});
