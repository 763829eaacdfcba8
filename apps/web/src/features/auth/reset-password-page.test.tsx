import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSession, storeSession } from '@/lib/session';
import { fakeApi, renderWithProviders } from '@/test/render-with-providers';
import { ResetPasswordPage } from './reset-password-page';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
/** The check made on arrival: the link is usable unless told otherwise. */
const validLink = { path: '/api/account/password/reset/check/', body: { isValid: true } };
const confirmCalls = (calls: Array<{ method: string }>) => calls.filter((call) => call.method === 'POST');
const renderWithToken = () => renderWithProviders(<ResetPasswordPage />, { path: '/reset-password/:resetToken', route: `/reset-password/${TOKEN}` });

async function fill(newPassword: string, confirmPassword: string) {
  const user = userEvent.setup();
  if (newPassword) await user.type(screen.getByLabelText(/Nouveau mot de passe/), newPassword);
  if (confirmPassword) await user.type(screen.getByLabelText(/Confirmer le mot de passe/), confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Confirmer le nouveau mot de passe' }));
}

describe('reset password page', () => {
  it.each([
    ['', '', 'Veuillez saisir un nouveau mot de passe.'],
    ['Ab1!', 'Ab1!', 'Le mot de passe doit contenir au moins 8 caractères.'],
    ['Nouveau1!', 'Nouveau2!', 'Les mots de passe ne correspondent pas.'],
  ])('shows the spec messages in order (%s / %s)', async (newPassword, confirmPassword, message) => {
    const api = fakeApi([validLink]);
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithToken();
    await screen.findByRole('heading', { name: 'Réinitialiser le mot de passe' });
    await screen.findByLabelText(/Nouveau mot de passe/);
    await fill(newPassword, confirmPassword);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(confirmCalls(api.calls)).toHaveLength(0);
  });

  it('says the link is invalid when the route has no token', () => {
    renderWithProviders(<ResetPasswordPage />, { path: '/reset-password', route: '/reset-password' });
    expect(screen.getByRole('heading', { name: 'Lien invalide' })).toBeInTheDocument();
    expect(screen.getByText('Le lien de réinitialisation est invalide ou a expiré.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  });

  it('sends the new password with the token, logs a signed-in user out and goes home', async () => {
    storeSession({ token: 'jeton', login: 'psy@demo.fr', role: 'DOCTOR', firstConnexion: false });
    const api = fakeApi([validLink, { method: 'POST', path: `/api/account/password/reset/confirm/${TOKEN}`, body: { success: true, message: 'ok' } }]);
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithToken();
    await screen.findByLabelText(/Nouveau mot de passe/);
    await fill('Nouveau1!', 'Nouveau1!');
    expect(await screen.findByText('Mot de passe réinitialisé')).toBeInTheDocument();
    expect(screen.getByText('Votre mot de passe a été mis à jour avec succès. Veuillez vous reconnecter avec votre nouveau mot de passe.')).toBeInTheDocument();
    expect(confirmCalls(api.calls)[0]).toMatchObject({ method: 'POST', body: { newPassword: 'Nouveau1!' } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(readSession()).toBeNull();
  });

  it('reports an expired or invalid link', async () => {
    vi.stubGlobal('fetch', fakeApi([validLink, { method: 'POST', path: '/api/account/password/reset/confirm/', status: 400, body: { message: 'Le lien de réinitialisation est invalide ou a expiré.' } }]).fetchMock);
    renderWithToken();
    await screen.findByLabelText(/Nouveau mot de passe/);
    await fill('Nouveau1!', 'Nouveau1!');
    expect(await screen.findByText('Une erreur est survenue lors de la réinitialisation. Le lien pourrait être expiré ou invalide.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/reset-password/${TOKEN}`);
  });

  it("shows the server's refusal of a common password under the password field, and keeps the form", async () => {
    const tooCommon = 'Ce mot de passe est trop courant, choisissez-en un autre';
    vi.stubGlobal('fetch', fakeApi([validLink, { method: 'POST', path: '/api/account/password/reset/confirm/', status: 400, body: { message: tooCommon, errors: { newPassword: tooCommon } } }]).fetchMock);
    renderWithToken();
    await screen.findByLabelText(/Nouveau mot de passe/);
    await fill('Azerty123!', 'Azerty123!');
    await waitFor(() => expect(screen.getByLabelText(/Nouveau mot de passe/)).toHaveAccessibleDescription(expect.stringContaining(tooCommon)));
    expect(screen.getByLabelText(/Nouveau mot de passe/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Une erreur est survenue lors de la réinitialisation. Le lien pourrait être expiré ou invalide.')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/reset-password/${TOKEN}`);
  });

  it('sends a password of 128 characters, the longest allowed', async () => {
    const longest = `Violon-Ocre-58!${'x7'.repeat(57)}`.slice(0, 128);
    const api = fakeApi([validLink, { method: 'POST', path: `/api/account/password/reset/confirm/${TOKEN}`, body: { success: true, message: 'ok' } }]);
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithToken();
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(/Nouveau mot de passe/));
    await user.paste(longest);
    await user.click(screen.getByLabelText(/Confirmer le mot de passe/));
    await user.paste(longest);
    await user.click(screen.getByRole('button', { name: 'Confirmer le nouveau mot de passe' }));
    await waitFor(() => expect(confirmCalls(api.calls)[0]).toMatchObject({ body: { newPassword: longest } }));
    expect(longest).toHaveLength(128);
  });

  it.each([
    ['used or expired', { path: '/api/account/password/reset/check/', body: { isValid: false } }],
    ['malformed', { path: '/api/account/password/reset/check/', status: 400, body: { message: 'Lien invalide' } }],
  ])('checks the link on arrival and says at once that a %s one is invalid, without the form', async (_label, answer) => {
    const api = fakeApi([answer]);
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithToken();
    expect(await screen.findByRole('heading', { name: 'Lien invalide' })).toBeInTheDocument();
    expect(screen.getByText('Le lien de réinitialisation est invalide ou a expiré.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Nouveau mot de passe/)).not.toBeInTheDocument();
    expect(api.calls).toEqual([expect.objectContaining({ method: 'GET', url: `/api/account/password/reset/check/${TOKEN}` })]);
  });
});
