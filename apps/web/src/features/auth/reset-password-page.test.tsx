import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSession, storeSession } from '@/lib/session';
import { renderWithProviders } from '@/test/render-with-providers';
import { apiCalls, apiError, apiHandler, serveApi } from '@/test/fake-api';
import { ResetPasswordPage } from './reset-password-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
/** The check made on arrival: the link is usable unless told otherwise. */
const validLink = apiHandler('GET', '/api/account/password/reset/check/:resetToken', { isValid: true });
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
    serveApi(validLink);
    renderWithToken();
    await screen.findByRole('heading', { name: 'Réinitialiser le mot de passe' });
    expect(document.title).toBe('Réinitialiser le mot de passe – Parenthèse');
    await screen.findByLabelText(/Nouveau mot de passe/);
    await fill(newPassword, confirmPassword);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(confirmCalls(apiCalls())).toHaveLength(0);
  });

  it('tells only the first rule that fails: a short password, not also a mismatch with the empty confirmation', async () => {
    serveApi(validLink);
    renderWithToken();
    await screen.findByLabelText(/Nouveau mot de passe/);
    await fill('Ab1!', '');
    expect(await screen.findByText('Le mot de passe doit contenir au moins 8 caractères.')).toBeInTheDocument();
    expect(screen.queryByText('Les mots de passe ne correspondent pas.')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Confirmer le mot de passe/)).not.toBeInvalid();
    expect(confirmCalls(apiCalls())).toHaveLength(0);
  });

  it('says the link is invalid when the route has no token', () => {
    renderWithProviders(<ResetPasswordPage />, { path: '/reset-password', route: '/reset-password' });
    expect(screen.getByRole('heading', { name: 'Lien invalide' })).toBeInTheDocument();
    expect(screen.getByText('Le lien de réinitialisation est invalide ou a expiré.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  });

  it('sends the new password with the token, logs a signed-in user out and goes home', async () => {
    storeSession({ token: 'jeton', login: 'psy@demo.fr', role: 'DOCTOR', firstConnexion: false });
    serveApi(
      validLink,
      apiHandler('POST', `/api/account/password/reset/confirm/${TOKEN}`, { success: true, message: 'ok' }),
      apiHandler('POST', '/api/token/revoke', apiError(401, 'Session expirée ou invalide. Veuillez vous reconnecter.')),
    );
    renderWithToken();
    await screen.findByLabelText(/Nouveau mot de passe/);
    await fill('Nouveau1!', 'Nouveau1!');
    expect(await screen.findByText('Mot de passe réinitialisé')).toBeInTheDocument();
    expect(screen.getByText('Votre mot de passe a été mis à jour avec succès. Veuillez vous reconnecter avec votre nouveau mot de passe.')).toBeInTheDocument();
    expect(confirmCalls(apiCalls())[0]).toMatchObject({ method: 'POST', body: { newPassword: 'Nouveau1!' } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(readSession()).toBeNull();
  });

  it('reports an expired or invalid link', async () => {
    serveApi(validLink, apiHandler('POST', '/api/account/password/reset/confirm/:resetToken', apiError(400, 'Le lien de réinitialisation est invalide ou a expiré.')));
    renderWithToken();
    await screen.findByLabelText(/Nouveau mot de passe/);
    await fill('Nouveau1!', 'Nouveau1!');
    expect(await screen.findByText('Une erreur est survenue lors de la réinitialisation. Le lien pourrait être expiré ou invalide.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/reset-password/${TOKEN}`);
  });

  it("shows the server's refusal of a common password under the password field, and keeps the form", async () => {
    const tooCommon = 'Ce mot de passe est trop courant, choisissez-en un autre';
    serveApi(validLink, apiHandler('POST', '/api/account/password/reset/confirm/:resetToken', apiError(400, tooCommon, { newPassword: tooCommon })));
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
    serveApi(validLink, apiHandler('POST', `/api/account/password/reset/confirm/${TOKEN}`, { success: true, message: 'ok' }));
    renderWithToken();
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(/Nouveau mot de passe/));
    await user.paste(longest);
    await user.click(screen.getByLabelText(/Confirmer le mot de passe/));
    await user.paste(longest);
    await user.click(screen.getByRole('button', { name: 'Confirmer le nouveau mot de passe' }));
    await waitFor(() => expect(confirmCalls(apiCalls())[0]).toMatchObject({ body: { newPassword: longest } }));
    expect(longest).toHaveLength(128);
  });

  it.each([
    ['used or expired', apiHandler('GET', '/api/account/password/reset/check/:resetToken', { isValid: false })],
    ['malformed', apiHandler('GET', '/api/account/password/reset/check/:resetToken', apiError(400, 'Lien invalide'))],
  ])('checks the link on arrival and says at once that a %s one is invalid, without the form', async (_label, answer) => {
    serveApi(answer);
    renderWithToken();
    expect(await screen.findByRole('heading', { name: 'Lien invalide' })).toBeInTheDocument();
    expect(screen.getByText('Le lien de réinitialisation est invalide ou a expiré.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Nouveau mot de passe/)).not.toBeInTheDocument();
    expect(apiCalls()).toEqual([expect.objectContaining({ method: 'GET', url: `/api/account/password/reset/check/${TOKEN}` })]);
  });
});
