import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WORK_MAILBOX_NOTICE } from '@parenthese/shared';
import { readSession, storeSession } from '@/lib/session';
import { renderWithProviders } from '@/test/render-with-providers';
import { apiCalls, apiError, apiHandler, serveApi } from '@/test/fake-api';
import { FirstConnectionPage } from './first-connection-page';

const COMPLEXITY = 'Le mot de passe doit contenir au moins une minuscule, une majuscule, un chiffre et un caractère spécial';

function renderAs(role: 'EMPLOYEE' | 'DOCTOR' | 'ADMIN', login: string) {
  storeSession({ token: 'jeton', login, role, firstConnexion: true });
  return renderWithProviders(<FirstConnectionPage />, { path: '/first-connection', route: '/first-connection' });
}

async function fill(values: { mail?: string; password?: string; confirmPassword?: string }) {
  const user = userEvent.setup();
  if (values.mail) await user.type(screen.getByLabelText(/Adresse email/), values.mail);
  if (values.password) await user.type(screen.getByLabelText(/Nouveau mot de passe/), values.password);
  if (values.confirmPassword) await user.type(screen.getByLabelText(/Confirmer le mot de passe/), values.confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Valider' }));
  return user;
}

describe('first connection page', () => {
  it.each([
    [{ mail: '', password: 'Nouveau1!', confirmPassword: 'Nouveau1!' }, "L'adresse email est requise"],
    [{ mail: 'pas-une-adresse', password: 'Nouveau1!', confirmPassword: 'Nouveau1!' }, 'Adresse email invalide'],
    [{ mail: 'lea@exemple.fr', password: 'Ab1!', confirmPassword: 'Ab1!' }, 'Le mot de passe doit contenir au moins 8 caractères'],
    [{ mail: 'lea@exemple.fr', password: 'motdepasse1', confirmPassword: 'motdepasse1' }, COMPLEXITY],
    [{ mail: 'lea@exemple.fr', password: 'Nouveau1!', confirmPassword: 'Nouveau2!' }, 'Les mots de passe ne correspondent pas'],
  ])('shows the spec message for an employee: %j', async (values, message) => {
    serveApi();
    renderAs('EMPLOYEE', 'nouveau.salarie');
    await fill(values);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(apiCalls()).toHaveLength(0);
  });

  it('tells only the first rule that fails: a short password, not also a mismatch with the empty confirmation', async () => {
    serveApi();
    renderAs('EMPLOYEE', 'nouveau.salarie');
    await fill({ mail: 'lea@exemple.fr', password: 'Ab1!' });
    expect(await screen.findByText('Le mot de passe doit contenir au moins 8 caractères')).toBeInTheDocument();
    expect(screen.queryByText('Les mots de passe ne correspondent pas')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Confirmer le mot de passe/)).not.toBeInvalid();
    expect(apiCalls()).toHaveLength(0);
  });

  it('tells an employee plainly that a work mailbox may be read, and sends the personal address they give', async () => {
    serveApi(apiHandler('POST', '/api/account/first/connection', { success: true, message: 'ok' }), apiHandler('POST', '/api/token/revoke', { success: true, message: 'ok' }));
    renderAs('EMPLOYEE', 'nouveau.salarie');
    expect(screen.getByText(WORK_MAILBOX_NOTICE)).toBeInTheDocument();
    await userEvent.setup().type(screen.getByLabelText('Adresse personnelle pour les messages (facultative)'), 'lea@perso.fr');
    await fill({ mail: 'lea@travail.fr', password: 'Nouveau1!', confirmPassword: 'Nouveau1!' });
    await waitFor(() => expect(apiCalls()[0]?.body).toEqual({ mail: 'lea@travail.fr', password: 'Nouveau1!', contactEmail: 'lea@perso.fr' }));
  });

  it('shows the login read-only to a doctor and asks only for the password', async () => {
    // The new password has already ended the session: the server refuses the sign-out.
    serveApi(
      apiHandler('POST', '/api/account/first/connection', { success: true, message: 'ok' }),
      apiHandler('POST', '/api/token/revoke', apiError(401, 'Session expirée ou invalide. Veuillez vous reconnecter.')),
    );
    renderAs('DOCTOR', 'psy@demo.fr');
    const login = screen.getByLabelText(/Adresse email/);
    expect(document.title).toBe('Première connexion – Parenthèse');
    expect(login).toHaveValue('psy@demo.fr');
    expect(login).toHaveAttribute('readonly');
    await fill({ password: 'Nouveau1!', confirmPassword: 'Nouveau1!' });
    // Then « Déconnexion » asks the server to end the session (already ended by the new password).
    await waitFor(() => expect(apiCalls().map((call) => call.url)).toEqual(['/api/account/first/connection', '/api/token/revoke']));
    expect(apiCalls()[0].body).toEqual({ mail: 'psy@demo.fr', password: 'Nouveau1!' });
  });

  it('shows "Configuration...", then "Configuration terminée", logs out and goes home', async () => {
    serveApi(
      apiHandler('POST', '/api/account/first/connection', { success: true, message: 'ok' }, { delayMs: 150 }),
      apiHandler('POST', '/api/token/revoke', apiError(401, 'Session expirée ou invalide. Veuillez vous reconnecter.')),
    );
    renderAs('EMPLOYEE', 'nouveau.salarie');
    await fill({ mail: 'lea@exemple.fr', password: 'Nouveau1!', confirmPassword: 'Nouveau1!' });
    expect(screen.getByRole('button', { name: 'Configuration...' })).toBeDisabled();
    expect(await screen.findByText('Configuration terminée')).toBeInTheDocument();
    expect(screen.getByText('Votre compte a été configuré avec succès. Veuillez vous reconnecter.')).toBeInTheDocument();
    expect(apiCalls()[0].body).toEqual({ mail: 'lea@exemple.fr', password: 'Nouveau1!' });
    expect(readSession()).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('sends an account already set up to its own page', async () => {
    storeSession({ token: 'jeton', login: 'psy@demo.fr', role: 'DOCTOR', firstConnexion: false });
    renderWithProviders(<FirstConnectionPage />, { path: '/first-connection', route: '/first-connection' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/psy/profile'));
  });

  it("shows the server's refusal of a common password under the password field", async () => {
    const tooCommon = 'Ce mot de passe est trop courant, choisissez-en un autre';
    serveApi(apiHandler('POST', '/api/account/first/connection', apiError(400, tooCommon, { password: tooCommon })));
    renderAs('DOCTOR', 'psy@exemple.fr');
    await fill({ password: 'Bonjour2024!', confirmPassword: 'Bonjour2024!' });
    await waitFor(() => expect(screen.getByLabelText(/Nouveau mot de passe/)).toHaveAccessibleDescription(expect.stringContaining(tooCommon)));
    expect(screen.getByLabelText(/Nouveau mot de passe/)).toHaveAttribute('aria-invalid', 'true');
    expect(readSession()).not.toBeNull();
  });

  it("shows the server's message and keeps the session when the server refuses", async () => {
    serveApi(apiHandler('POST', '/api/account/first/connection', apiError(409, 'Cette adresse email est déjà utilisée par un autre compte.')));
    renderAs('EMPLOYEE', 'nouveau.salarie');
    await fill({ mail: 'pris@exemple.fr', password: 'Nouveau1!', confirmPassword: 'Nouveau1!' });
    expect((await screen.findAllByText('Cette adresse email est déjà utilisée par un autre compte.')).length).toBeGreaterThan(0);
    expect(readSession()).not.toBeNull();
  });
});
