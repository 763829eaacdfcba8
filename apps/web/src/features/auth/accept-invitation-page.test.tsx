import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WORK_MAILBOX_NOTICE, contactEmailMessages, invitationMessages, paths } from '@parenthese/shared';
import { readSession } from '@/lib/session';
import { renderWithProviders } from '@/test/render-with-providers';
import { apiCalls, apiError, apiHandler, serveApi } from '@/test/fake-api';
import { AcceptInvitationPage } from './accept-invitation-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const CHECK = '/api/account/invitation/check/:invitationToken';
const ACCEPT = '/api/account/invitation/accept/:invitationToken';
const validLink = apiHandler('GET', CHECK, { state: 'valid', mail: 'ines.garnier@atelier.fr', firstName: 'Inès', role: 'EMPLOYEE' });
const renderWithToken = () => renderWithProviders(<AcceptInvitationPage />, { path: '/invitation/:invitationToken', route: `/invitation/${TOKEN}` });
const PERSONAL_ADDRESS = 'Adresse personnelle pour les messages (facultative)';
const acceptCalls = () => apiCalls().filter((call) => call.method === 'POST');

async function fill(password: string, confirmPassword: string) {
  const user = userEvent.setup();
  if (password) await user.type(await screen.findByLabelText(/Nouveau mot de passe/), password);
  if (confirmPassword) await user.type(screen.getByLabelText(/Confirmer le mot de passe/), confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Activer mon compte' }));
}

describe('invitation page', () => {
  it('shows the invited email read-only, and signs the employee in on their space once the password is chosen', async () => {
    serveApi(validLink, apiHandler('POST', ACCEPT, { token: 'jeton-employe', login: 'ines.garnier@atelier.fr', role: 'EMPLOYEE', firstConnexion: false }));
    renderWithToken();
    expect(await screen.findByText(/Bienvenue Inès/)).toBeInTheDocument();
    expect(document.title).toBe('Activer mon compte – Parenthèse');
    const email = screen.getByLabelText('Adresse email');
    expect(email).toHaveValue('ines.garnier@atelier.fr');
    expect(email).toHaveAttribute('readonly');
    await fill('MonSecret!2030', 'MonSecret!2030');
    await waitFor(() => expect(readSession()).toMatchObject({ token: 'jeton-employe', role: 'EMPLOYEE', firstConnexion: false }));
    expect(acceptCalls()[0]).toMatchObject({ path: `/api/account/invitation/accept/${TOKEN}`, body: { password: 'MonSecret!2030' } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(paths.employeeProfile));
  });

  it('tells an employee plainly that a work mailbox may be read, and sends the personal address they give (decision 0047)', async () => {
    serveApi(validLink, apiHandler('POST', ACCEPT, { token: 'jeton-employe', login: 'ines.garnier@atelier.fr', role: 'EMPLOYEE', firstConnexion: false }));
    renderWithToken();
    expect(await screen.findByText(WORK_MAILBOX_NOTICE)).toBeInTheDocument();
    expect(screen.getByLabelText(PERSONAL_ADDRESS)).toHaveAccessibleDescription(expect.stringContaining('Un lien de confirmation y sera envoyé'));
    await userEvent.setup().type(screen.getByLabelText(PERSONAL_ADDRESS), 'ines@perso.fr');
    await fill('MonSecret!2030', 'MonSecret!2030');
    await waitFor(() => expect(acceptCalls()[0]).toMatchObject({ body: { password: 'MonSecret!2030', contactEmail: 'ines@perso.fr' } }));
  });

  it('checks the personal address before sending, and shows the server’s refusal under it', async () => {
    serveApi(validLink, apiHandler('POST', ACCEPT, apiError(400, contactEmailMessages.sameAsSignIn, { contactEmail: contactEmailMessages.sameAsSignIn })));
    renderWithToken();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(PERSONAL_ADDRESS), 'pas-une-adresse');
    await fill('MonSecret!2030', 'MonSecret!2030');
    await waitFor(() => expect(screen.getByLabelText(PERSONAL_ADDRESS)).toHaveAccessibleDescription(expect.stringContaining('Adresse email invalide')));
    expect(acceptCalls()).toHaveLength(0);

    await user.clear(screen.getByLabelText(PERSONAL_ADDRESS));
    await user.type(screen.getByLabelText(PERSONAL_ADDRESS), 'ines.garnier@atelier.fr');
    await user.click(screen.getByRole('button', { name: 'Activer mon compte' }));
    await waitFor(() => expect(screen.getByLabelText(PERSONAL_ADDRESS)).toHaveAccessibleDescription(expect.stringContaining(contactEmailMessages.sameAsSignIn)));
    expect(readSession()).toBeNull();
  });

  it('takes a psychologist from the chosen password to the enrolment screen, with no session before it', async () => {
    serveApi(
      apiHandler('GET', CHECK, { state: 'valid', mail: 'ines@cabinet.fr', firstName: 'Inès', role: 'DOCTOR' }),
      apiHandler('POST', ACCEPT, { secondFactor: 'ENROL', challenge: 'defi', expiresInSeconds: 300 }),
      apiHandler('POST', '/api/token/second-factor/enrolment', { secret: 'JBSWY3DPEHPK3PXPJBSW', otpauthUrl: 'otpauth://totp/x', qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' }),
    );
    renderWithToken();
    await screen.findByText(/Bienvenue Inès/);
    // A psychologist's mails are not about an employee's use: no personal address on offer.
    expect(screen.queryByLabelText(PERSONAL_ADDRESS)).not.toBeInTheDocument();
    expect(screen.queryByText(WORK_MAILBOX_NOTICE)).not.toBeInTheDocument();
    await fill('MonSecret!2030', 'MonSecret!2030');
    expect(await screen.findByText(/Configurez maintenant la double authentification/)).toBeInTheDocument();
    expect(acceptCalls()[0]).toMatchObject({ body: { password: 'MonSecret!2030' } });
    expect(acceptCalls()[0].body).not.toHaveProperty('contactEmail');
    expect(await screen.findByTestId('second-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW');
    expect(apiCalls().find((call) => call.url === '/api/token/second-factor/enrolment')).toMatchObject({ body: { challenge: 'defi' } });
    expect(readSession()).toBeNull();
  });

  it('says the link is being checked, the card busy, until the check answers', async () => {
    serveApi(apiHandler('GET', CHECK, { state: 'valid', mail: 'ines.garnier@atelier.fr', firstName: 'Inès', role: 'EMPLOYEE' }, { delayMs: 50 }));
    renderWithToken();
    expect(screen.getByText('Vérification du lien...')).toHaveRole('status');
    expect(screen.getByRole('heading', { name: 'Activer mon compte' }).closest('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByText(/Bienvenue Inès/)).toBeInTheDocument();
    expect(screen.queryByText('Vérification du lien...')).not.toBeInTheDocument();
  });

  it.each([
    ['Ab1!', 'Ab1!', 'Le mot de passe doit contenir au moins 8 caractères'],
    ['MonSecret!2030', 'MonSecret!2031', 'Les mots de passe ne correspondent pas'],
  ])('applies the password policy before sending (%s / %s)', async (password, confirmPassword, message) => {
    serveApi(validLink);
    renderWithToken();
    await fill(password, confirmPassword);
    expect(await screen.findByText(new RegExp(message))).toBeInTheDocument();
    expect(acceptCalls()).toHaveLength(0);
  });

  it('tells only the first rule that fails: a short password, not also a mismatch with the empty confirmation', async () => {
    serveApi(validLink);
    renderWithToken();
    await fill('Ab1!', '');
    expect(await screen.findByText('Le mot de passe doit contenir au moins 8 caractères')).toBeInTheDocument();
    expect(screen.queryByText('Les mots de passe ne correspondent pas')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Confirmer le mot de passe/)).not.toBeInvalid();
    expect(acceptCalls()).toHaveLength(0);
  });

  it.each([
    ['expired', "Lien d'invitation expiré", /valable 14 jours/],
    ['used', 'Compte déjà activé', /déjà servi à activer votre compte/],
    ['invalid', "Lien d'invitation invalide", /une invitation plus récente l'a remplacé/],
  ] as const)('explains a link %s and what to do', async (state, title, text) => {
    serveApi(apiHandler('GET', CHECK, { state }));
    renderWithToken();
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    if (state !== 'used') expect(screen.getByText(/Demandez une nouvelle invitation à votre employeur/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Nouveau mot de passe/)).not.toBeInTheDocument();
  });

  it('treats a malformed link as invalid', async () => {
    serveApi(apiHandler('GET', CHECK, apiError(400, 'Lien invalide')));
    renderWithToken();
    expect(await screen.findByRole('heading', { name: "Lien d'invitation invalide" })).toBeInTheDocument();
  });

  it('shows the refusal of a common password under its field, and an expired link once the server says so', async () => {
    const tooCommon = 'Ce mot de passe est trop courant, choisissez-en un autre';
    serveApi(validLink, apiHandler('POST', ACCEPT, apiError(400, tooCommon, { password: tooCommon })));
    renderWithToken();
    await fill('Azerty123!', 'Azerty123!');
    await waitFor(() => expect(screen.getByLabelText(/Nouveau mot de passe/)).toHaveAccessibleDescription(expect.stringContaining(tooCommon)));
    expect(readSession()).toBeNull();

    let isExpired = false;
    serveApi(
      apiHandler('GET', CHECK, () => (isExpired ? { state: 'expired' as const } : { state: 'valid' as const, mail: 'ines.garnier@atelier.fr', firstName: 'Inès', role: 'EMPLOYEE' as const })),
      apiHandler('POST', ACCEPT, () => {
        isExpired = true;
        return apiError(400, invitationMessages.invalidLink);
      }),
    );
    await fill('', '');
    expect(await screen.findByRole('heading', { name: "Lien d'invitation expiré" })).toBeInTheDocument();
  });
});
