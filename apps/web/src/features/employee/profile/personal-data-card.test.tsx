import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { personalDataMessages, type DataExport } from '@parenthese/shared';
import { renderWithProviders, signInAsEmployee } from '@/test/render-with-providers';
import { apiCalls, apiError, apiHandler, serveApi } from '@/test/fake-api';
import { readSession } from '@/lib/session';
import { PersonalDataCard } from './components/personal-data-card';

const EXPORT_PATH = '/api/employee-service/employee/data/export';
const preparing: DataExport = { id: '11111111-1111-4111-8111-111111111111', status: 'PREPARING', requestedAt: '2026-11-24T09:00:00.000Z', readyAt: null, expiresAt: null };
const ready: DataExport = { ...preparing, status: 'READY', readyAt: '2026-11-24T09:00:03.000Z', expiresAt: '2026-11-25T09:00:03.000Z' };
const failed: DataExport = { ...preparing, status: 'FAILED' };

const renderCard = () => renderWithProviders(<PersonalDataCard />, { path: '/employee/profile', otherRoutes: [{ path: '/', element: <h1>Accueil</h1> }] });
const secondFactor = (isEnabled: boolean) => apiHandler('GET', '/api/account/second-factor', { isEnabled, isRequired: false, recoveryCodesLeft: isEnabled ? 10 : 0 });

beforeEach(() => {
  signInAsEmployee();
});

describe('« Mes données »: the export', { timeout: 20_000 }, () => {
  it('asks for an export, says it is being prepared (polling every 2 s), then offers both files until their expiry', async () => {
    let reads = 0;
    serveApi(
      secondFactor(false),
      apiHandler('GET', EXPORT_PATH, () => {
        reads += 1;
        return { export: reads === 1 ? null : reads === 2 ? preparing : ready };
      }),
      apiHandler('POST', EXPORT_PATH, { export: preparing }),
      apiHandler('GET', '/api/employee-service/employee/data/export/:exportId/download', ({ url }) => ({
        file: new Blob(['{}'], { type: 'application/json' }),
        fileName: `mes-donnees-parenthese-2026-11-24.${url.searchParams.get('format')}`,
      })),
    );
    const createObjectURL = vi.fn(() => 'blob:export');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = () => {};
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Télécharger mes données' }));
    const status = await screen.findByText('Préparation en cours…');
    expect(status.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Télécharger mes données' })).not.toBeInTheDocument();

    expect(await screen.findByRole('button', { name: 'Fichier JSON' }, { timeout: 6_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page lisible (HTML)' })).toBeInTheDocument();
    expect(screen.getByText("Disponible jusqu'au 25 novembre 2026 à 10:00")).toBeInTheDocument();
    expect(screen.queryByText('Préparation en cours…')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page lisible (HTML)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const download = apiCalls().find((call) => call.path.endsWith('/download'));
    expect(download).toMatchObject({ url: `${EXPORT_PATH}/${preparing.id}/download?format=html`, authorization: 'Bearer t' });
  });

  it('says when the preparation failed, and tries again', async () => {
    serveApi(secondFactor(false), apiHandler('GET', EXPORT_PATH, { export: failed }), apiHandler('POST', EXPORT_PATH, { export: preparing }));
    const user = userEvent.setup();
    renderCard();
    expect(await screen.findByText('La préparation de vos données a échoué. Vous pouvez relancer la demande.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Préparation en cours…')).toBeInTheDocument();
    expect(apiCalls().filter((call) => call.method === 'POST' && call.path === EXPORT_PATH)).toHaveLength(1);
  });

  it('shows a 409 as a message, not a crash (asked with the keyboard)', async () => {
    serveApi(secondFactor(false), apiHandler('GET', EXPORT_PATH, { export: null }), apiHandler('POST', EXPORT_PATH, apiError(409, personalDataMessages.exportAlreadyPreparing)));
    const user = userEvent.setup();
    renderCard();
    // With the keyboard: the section's first control, pressed with Enter.
    const ask = await screen.findByRole('button', { name: 'Télécharger mes données' });
    await user.tab();
    expect(ask).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(personalDataMessages.exportAlreadyPreparing)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mes données' })).toBeInTheDocument();
  });
});

describe('« Mes données »: erasing the account', { timeout: 20_000 }, () => {
  async function openDialog(isEnrolled = false) {
    serveApi(secondFactor(isEnrolled), apiHandler('GET', EXPORT_PATH, { export: null }));
    const user = userEvent.setup();
    const view = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer mon compte' });
    return { user, dialog, view };
  }

  it('says plainly what happens, and checks the password before sending anything', async () => {
    const { user, dialog } = await openDialog();
    for (const text of [/consultations à venir sont annulées/, /crédits .* sont perdus/, /motifs de vos consultations sont effacés/, /sans aucun nom/, /ne peut pas être annulée/]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).queryByLabelText(/Code/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(within(dialog).getByLabelText(/Mot de passe actuel/)).toHaveAccessibleDescription('Le mot de passe est requis');
    expect(apiCalls().some((call) => call.path.endsWith('/erase'))).toBe(false);
  });

  it('shows the server’s wrong-password error on the field, and a 409 as a message', async () => {
    const { user, dialog } = await openDialog();
    serveApi(apiHandler('POST', '/api/employee-service/employee/data/erase', apiError(400, personalDataMessages.wrongPassword, { password: personalDataMessages.wrongPassword }), { once: true }));
    await user.type(within(dialog).getByLabelText(/Mot de passe actuel/), 'mauvais');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/Mot de passe actuel/)).toHaveAccessibleDescription(personalDataMessages.wrongPassword));

    serveApi(apiHandler('POST', '/api/employee-service/employee/data/erase', apiError(409, personalDataMessages.consultationTooSoon)));
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(personalDataMessages.consultationTooSoon);
    expect(readSession()).not.toBeNull();
  });

  it('asks for the code when a second factor is enrolled, then erases, signs out and goes home with the confirmation', async () => {
    const { user, dialog, view } = await openDialog(true);
    serveApi(apiHandler('POST', '/api/employee-service/employee/data/erase', { success: true, message: personalDataMessages.erased }));
    const code = await within(dialog).findByLabelText(/Code de votre application/);
    await user.type(within(dialog).getByLabelText(/Mot de passe actuel/), 'Demo1234!');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(code).toHaveAccessibleDescription('Veuillez saisir le code à 6 chiffres.');
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/');
    expect(readSession()).toBeNull();
    expect(await screen.findByText(personalDataMessages.erased)).toBeInTheDocument();
    expect(apiCalls().find((call) => call.path.endsWith('/erase'))?.body).toEqual({ password: 'Demo1234!', code: '123456' });
  });

  it('is used with the keyboard: focus stays in the dialog, Escape closes it and gives focus back', async () => {
    const { user, dialog } = await openDialog();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let step = 0; step < 8; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Supprimer mon compte' })).toHaveFocus();
  });
});
