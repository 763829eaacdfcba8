import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routePatterns, paths, secondFactorResetMessages } from '@parenthese/shared';
import { renderWithProviders } from '@/test/render-with-providers';
import { apiCalls, apiError, apiHandler, serveApi } from '@/test/fake-api';
import { RefuseSecondFactorResetPage } from './refuse-second-factor-reset-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const renderPage = () => renderWithProviders(<RefuseSecondFactorResetPage />, { path: routePatterns.refuseSecondFactorReset, route: paths.refuseSecondFactorReset(TOKEN) });

describe('the owner’s refusal of a second-factor reset', () => {
  it('does nothing on arrival: the owner refuses with a click', async () => {
    serveApi(apiHandler('POST', `/api/account/second-factor-reset/refuse/${TOKEN}`, { success: true, message: secondFactorResetMessages.refusedByOwner }));
    renderPage();
    expect(screen.getByRole('heading', { name: 'Refuser la réinitialisation de votre double authentification' })).toBeInTheDocument();
    expect(apiCalls()).toHaveLength(0);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Refuser la réinitialisation' }));
    expect(await screen.findByRole('heading', { name: 'Réinitialisation refusée' })).toBeInTheDocument();
    expect(screen.getByText(secondFactorResetMessages.refusedByOwner)).toBeInTheDocument();
    expect(apiCalls()).toEqual([expect.objectContaining({ method: 'POST', url: `/api/account/second-factor-reset/refuse/${TOKEN}` })]);
  });

  it('says the link is invalid once the request was decided or expired', async () => {
    serveApi(apiHandler('POST', '/api/account/second-factor-reset/refuse/:resetToken', apiError(400, secondFactorResetMessages.invalidLink)));
    renderPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refuser la réinitialisation' }));
    expect(await screen.findByRole('heading', { name: 'Lien invalide' })).toBeInTheDocument();
    expect(screen.getByText(secondFactorResetMessages.invalidLink)).toBeInTheDocument();
  });

  it('keeps the button and says why when the server fails', async () => {
    serveApi(apiHandler('POST', '/api/account/second-factor-reset/refuse/:resetToken', apiError(429, 'Trop de tentatives. Veuillez réessayer dans 5 minute(s).')));
    renderPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refuser la réinitialisation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives');
    expect(screen.getByRole('button', { name: 'Refuser la réinitialisation' })).toBeEnabled();
  });
});
