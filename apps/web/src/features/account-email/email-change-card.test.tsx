import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emailChangeMessages } from '@parenthese/shared';
import { renderWithProviders, signInAsEmployee } from '@/test/render-with-providers';
import { apiCalls, apiError, apiHandler, serveApi } from '@/test/fake-api';
import { EmailChangeCard } from './email-change-card';

const PROPOSAL = { mail: 'proposee@exemple.fr', proposedAt: '2026-11-20T09:00:00.000Z', expiresAt: '2026-11-27T09:00:00.000Z' };

beforeEach(() => {
  signInAsEmployee();
  serveApi(apiHandler('GET', '/api/account/second-factor', { isEnabled: true, isRequired: true, recoveryCodesLeft: 10 }));
});

describe('EmailChangeCard', () => {
  it("shows an administrator's proposal and accepts it with the password and the app's code; the toast shows once the proposal is gone", async () => {
    let isAccepted = false;
    serveApi(
      apiHandler('GET', '/api/account/email-change/proposal', () => ({ proposal: isAccepted ? null : PROPOSAL })),
      apiHandler('POST', '/api/account/email-change/proposal/accept', () => {
        isAccepted = true;
        return { success: true, message: emailChangeMessages.confirmationSent };
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<EmailChangeCard />);
    expect(await screen.findByText('proposee@exemple.fr')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accepter…' }));
    await user.type(screen.getByLabelText(/^Mot de passe actuel/), 'Secret123!');
    await user.type(screen.getByLabelText(/^Code de votre application/), '123456');
    await user.click(screen.getByRole('button', { name: 'Accepter et envoyer le lien' }));
    expect((await screen.findAllByText('Proposition acceptée')).length).toBeGreaterThan(0);
    expect(apiCalls().find((call) => call.path.endsWith('/proposal/accept'))?.body).toEqual({ password: 'Secret123!', code: '123456' });
  });

  it('declines a proposal', async () => {
    serveApi(
      apiHandler('GET', '/api/account/email-change/proposal', { proposal: PROPOSAL }),
      apiHandler('POST', '/api/account/email-change/proposal/decline', { success: true, message: emailChangeMessages.proposalDeclined }),
    );
    const user = userEvent.setup();
    renderWithProviders(<EmailChangeCard />);
    await user.click(await screen.findByRole('button', { name: 'Décliner' }));
    expect((await screen.findAllByText('Proposition déclinée')).length).toBeGreaterThan(0);
  });

  it("starts the owner's own change with a recovery code, and shows the server's field error", async () => {
    serveApi(
      apiHandler('GET', '/api/account/email-change/proposal', { proposal: null }),
      apiHandler('POST', '/api/account/email-change/request', apiError(400, emailChangeMessages.wrongPassword, { password: emailChangeMessages.wrongPassword })),
    );
    const user = userEvent.setup();
    renderWithProviders(<EmailChangeCard />);
    await user.click(await screen.findByRole('button', { name: "Changer d'adresse" }));
    await user.type(screen.getByLabelText(/^Nouvelle adresse email/), 'nouvelle@exemple.fr');
    await user.type(screen.getByLabelText(/^Mot de passe actuel/), 'Faux');
    await user.click(screen.getByRole('button', { name: 'Utiliser un code de secours' }));
    await user.type(screen.getByLabelText(/^Code de secours/), 'abcd-efgh');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien de confirmation' }));
    expect(await screen.findByText(emailChangeMessages.wrongPassword)).toBeInTheDocument();
    expect(apiCalls().find((call) => call.path.endsWith('/email-change/request'))?.body).toEqual({ mail: 'nouvelle@exemple.fr', password: 'Faux', recoveryCode: 'abcd-efgh' });
  });
});
