import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TokenCreateAnswer, TokenCreateResponse } from '@parenthese/shared';
import { readSession } from '@/lib/session';
import { renderWithProviders } from '@/test/render-with-providers';
import { apiCalls, apiError, apiHandler, networkError, serveApi } from '@/test/fake-api';
import { LoginDialog } from './login-dialog';

function DialogHarness() {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Ouvrir
      </button>
      <LoginDialog isOpen={isOpen} onOpenChange={setIsOpen} />
    </>
  );
}

const renderDialog = () => renderWithProviders(<DialogHarness />);

async function signInWith(usermail: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email ou identifiant'), usermail);
  await user.type(screen.getByLabelText('Mot de passe'), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  return user;
}

describe('login dialog: login view', () => {
  it('signs in, stores the session and lands on the role page', async () => {
    serveApi(apiHandler('POST', '/api/token/create', { token: 'jeton', login: 'psy@demo.fr', role: 'DOCTOR', firstConnexion: false }));
    const { queryClient } = renderDialog();
    queryClient.setQueryData(['employee', 'account-details'], { availableCredits: 3 });
    await signInWith('psy@demo.fr', 'Demo1234!');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/psy/profile'));
    expect(queryClient.getQueryData(['employee', 'account-details'])).toBeUndefined();
    expect(apiCalls()[0]).toMatchObject({ method: 'POST', body: { usermail: 'psy@demo.fr', password: 'Demo1234!' } });
    expect(readSession()).toMatchObject({ token: 'jeton', role: 'DOCTOR', firstConnexion: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a user on first connection to /first-connection', async () => {
    serveApi(apiHandler('POST', '/api/token/create', { token: 'jeton', login: 'nouveau', role: 'EMPLOYEE', firstConnexion: true }));
    renderDialog();
    await signInWith('nouveau', 'Temp1234!');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/first-connection'));
  });

  it.each([
    ['the backend global error', apiError(401, 'x', { global: 'Votre compte est bloqué.' }), 'Votre compte est bloqué.'],
    ['a network failure', networkError(), 'Erreur réseau'],
    // Out of contract on purpose: the dialog must not trust an answer without its token.
    ['an answer without token', { login: 'a', role: 'ADMIN', firstConnexion: false } as TokenCreateAnswer, 'Token manquant'],
    ['an unexpected failure', apiError(500, 'Une erreur interne est survenue.'), 'Identifiants invalides. Veuillez vérifier votre email et mot de passe.'],
  ])('shows "Erreur de connexion" with %s', async (_case, answer, description) => {
    serveApi(apiHandler('POST', '/api/token/create', answer));
    renderDialog();
    await signInWith('a@b.fr', 'mauvais');
    expect(await screen.findByText('Erreur de connexion')).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(readSession()).toBeNull();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    renderDialog();
    const user = userEvent.setup();
    const password = screen.getByLabelText('Mot de passe');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Masquer le mot de passe' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows "Connexion..." while signing in', async () => {
    serveApi(apiHandler('POST', '/api/token/create', apiError(401, 'x', { global: 'Non' }), { delayMs: 200 }));
    renderDialog();
    await signInWith('a@b.fr', 'x');
    expect(screen.getByRole('button', { name: 'Connexion...' })).toBeDisabled();
    expect(await screen.findByText('Non')).toBeInTheDocument();
  });
});

describe('login dialog: reset view', () => {
  async function openResetView() {
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Mot de passe oublié ?' }));
    return user;
  }

  it('offers two tabs with their three steps', async () => {
    const user = await openResetView();
    expect(screen.getByRole('tab', { name: 'Avec mon email' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText("Saisissez l'adresse email de votre compte.")).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(3);
    await user.click(screen.getByRole('tab', { name: 'Avec mon identifiant' }));
    expect(screen.getByText("Saisissez l'identifiant fourni par votre employeur.")).toBeInTheDocument();
    expect(screen.getByText('Recevez un email contenant un lien de réinitialisation.')).toBeInTheDocument();
    expect(screen.getByText('Suivez ce lien pour créer un nouveau mot de passe.')).toBeInTheDocument();
  });

  it('refuses a blank entry without calling the server', async () => {
    serveApi();
    const user = await openResetView();
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect((await screen.findAllByText('Veuillez saisir votre email ou identifiant.')).length).toBeGreaterThan(0);
    expect(apiCalls()).toHaveLength(0);
  });

  it('sends the identifier with an empty mail, shows "Envoi en cours...", then "Demande envoyée" and closes', async () => {
    serveApi(apiHandler('POST', '/api/account/password/reset/request', { success: true, message: 'ok' }, { delayMs: 150 }));
    const user = await openResetView();
    await user.click(screen.getByRole('tab', { name: 'Avec mon identifiant' }));
    await user.type(screen.getByLabelText('Identifiant'), 'demo.salarie');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(screen.getByRole('button', { name: 'Envoi en cours...' })).toBeDisabled();
    expect(await screen.findByText('Demande envoyée')).toBeInTheDocument();
    expect(apiCalls()[0].body).toEqual({ mail: '', id: 'demo.salarie' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reports a failure', async () => {
    serveApi(apiHandler('POST', '/api/account/password/reset/request', apiError(500, 'x')));
    const user = await openResetView();
    await user.type(screen.getByLabelText('Adresse email'), 'a@b.fr');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByText("Une erreur est survenue lors de l'envoi de la demande.")).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("returns to the login view with 'Retour à la connexion', and after closing", async () => {
    const user = await openResetView();
    await user.click(screen.getByRole('button', { name: 'Retour à la connexion' }));
    expect(screen.getByLabelText('Email ou identifiant')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mot de passe oublié ?' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Fermer' }));
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    expect(screen.getByLabelText('Email ou identifiant')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
  it('moves the keyboard focus into each view it switches to', async () => {
    const user = await openResetView();
    expect(screen.getByRole('tab', { name: 'Avec mon email' })).toHaveFocus();
    screen.getByRole('button', { name: 'Retour à la connexion' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Email ou identifiant')).toHaveFocus();

    // Opened from a button, switched to the reset view and back, closed: focus is on that button again.
    await user.keyboard('{Escape}');
    const opener = screen.getByRole('button', { name: 'Ouvrir' });
    opener.focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Mot de passe oublié ?' }));
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });
});

describe('login dialog: second factor', () => {
  const tokenAnswer: TokenCreateResponse = { token: 'jeton', login: 'admin@demo.fr', role: 'ADMIN', firstConnexion: false };
  const challengeAnswer = (secondFactor: 'CODE' | 'ENROL') => apiHandler('POST', '/api/token/create', { secondFactor, challenge: 'defi', expiresInSeconds: 300 });

  it('asks for the code after the password, checks it has 6 digits, then signs in with it', async () => {
    serveApi(challengeAnswer('CODE'), apiHandler('POST', '/api/token/second-factor', tokenAnswer));
    renderDialog();
    const user = await signInWith('admin@demo.fr', 'Demo1234!');
    const code = await screen.findByLabelText('Code à 6 chiffres');
    expect(screen.getByRole('dialog', { name: 'Double authentification' })).toBeInTheDocument();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(readSession()).toBeNull();

    await user.type(code, '12a');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Le code doit contenir 6 chiffres')).toBeInTheDocument();
    expect(apiCalls()).toHaveLength(1);

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/admin'));
    expect(apiCalls()[1]).toMatchObject({ url: '/api/token/second-factor', body: { challenge: 'defi', code: '123 456' } });
    expect(readSession()).toMatchObject({ token: 'jeton', role: 'ADMIN' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 15_000);

  it('shows the French refusal of a wrong code and stays on the step', async () => {
    serveApi(challengeAnswer('CODE'), apiHandler('POST', '/api/token/second-factor', apiError(401, 'Code incorrect.', { code: 'Code incorrect.' })));
    renderDialog();
    const user = await signInWith('admin@demo.fr', 'Demo1234!');
    await user.type(await screen.findByLabelText('Code à 6 chiffres'), '000000');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Code incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText('Code à 6 chiffres')).toHaveAttribute('aria-invalid', 'true');
    expect(readSession()).toBeNull();
  });

  it('switches to a recovery code and sends it instead of a code', async () => {
    serveApi(challengeAnswer('CODE'), apiHandler('POST', '/api/token/second-factor', tokenAnswer));
    renderDialog();
    const user = await signInWith('admin@demo.fr', 'Demo1234!');
    await user.click(await screen.findByRole('button', { name: 'Utiliser un code de secours' }));
    expect(screen.queryByLabelText('Code à 6 chiffres')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Code de secours'), 'k7qm-2xpa-9rtd');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(readSession()).toMatchObject({ token: 'jeton' }));
    expect(apiCalls()[1].body).toEqual({ challenge: 'defi', recoveryCode: 'k7qm-2xpa-9rtd' });
  });

  it('goes back to the password, with a French message and the login kept, when the challenge has expired', async () => {
    serveApi(challengeAnswer('CODE'), apiHandler('POST', '/api/token/second-factor', apiError(401, 'Expirée', { global: 'Expirée' })));
    renderDialog();
    const user = await signInWith('admin@demo.fr', 'Demo1234!');
    await user.type(await screen.findByLabelText('Code à 6 chiffres'), '123456');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Votre demande de connexion a expiré. Veuillez saisir à nouveau votre mot de passe.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email ou identifiant')).toHaveValue('admin@demo.fr');
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('');
  });

  it('enrols a staff account: QR code, secret by groups of 4, first code, then the recovery codes kept before continuing', async () => {
    const recoveryCodes = Array.from({ length: 10 }, (_, index) => `code-${index}`);
    serveApi(
      challengeAnswer('ENROL'),
      apiHandler('POST', '/api/token/second-factor/enrolment', { secret: 'JBSWY3DPEHPK3PXPJBSW', otpauthUrl: 'otpauth://totp/x', qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' }),
      apiHandler('POST', '/api/token/second-factor/enrolment/confirm', { ...tokenAnswer, role: 'DOCTOR', recoveryCodes }),
    );
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:codes');
    Object.assign(URL, { createObjectURL, revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderDialog();
    const user = await signInWith('psy@demo.fr', 'Demo1234!');

    expect(await screen.findByRole('dialog', { name: 'Activez la double authentification' })).toBeInTheDocument();
    const qrCode = await screen.findByAltText("QR code à scanner avec votre application d'authentification");
    expect(qrCode.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(screen.getByTestId('second-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW');
    expect(apiCalls()[1]).toMatchObject({ url: '/api/token/second-factor/enrolment', body: { challenge: 'defi' } });

    await user.type(screen.getByLabelText("Code affiché par l'application"), '654321');
    await user.click(screen.getByRole('button', { name: 'Activer la double authentification' }));
    const list = await screen.findByRole('list', { name: 'Codes de secours' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    expect(apiCalls()[2].body).toEqual({ challenge: 'defi', code: '654321' });
    expect(readSession()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Télécharger les codes' }));
    expect(click).toHaveBeenCalledOnce();
    const fileText = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(createObjectURL.mock.calls[0][0]);
    });
    expect(fileText).toContain('code-0\r\ncode-1');
    click.mockRestore();

    const continueButton = screen.getByRole('button', { name: 'Continuer' });
    expect(continueButton).toBeDisabled();
    await user.click(screen.getByLabelText("J'ai conservé mes codes de secours"));
    await user.click(continueButton);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/psy/profile'));
    expect(JSON.parse(localStorage.getItem('authToken')!)).not.toHaveProperty('recoveryCodes');
    // A whole enrolment typed key by key: slower than the default 5 s on a busy machine.
  }, 15_000);

  it('goes back to the password when the enrolment challenge has expired', async () => {
    serveApi(challengeAnswer('ENROL'), apiHandler('POST', '/api/token/second-factor/enrolment', apiError(401, 'Expirée', { global: 'Expirée' })));
    renderDialog();
    await signInWith('psy@demo.fr', 'Demo1234!');
    expect(await screen.findByText('Votre demande de connexion a expiré. Veuillez saisir à nouveau votre mot de passe.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email ou identifiant')).toHaveValue('psy@demo.fr');
  });
});
