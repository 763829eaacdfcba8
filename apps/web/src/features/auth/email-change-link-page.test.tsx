import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emailChangeMessages } from '@parenthese/shared';
import { readSession, storeSession } from '@/lib/session';
import { renderWithProviders } from '@/test/render-with-providers';
import { apiCalls, apiError, apiHandler, serveApi } from '@/test/fake-api';
import { ConfirmEmailChangePage, RefuseEmailChangePage } from './email-change-link-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const renderConfirm = () => renderWithProviders(<ConfirmEmailChangePage />, { path: '/confirm-email/:emailChangeToken', route: `/confirm-email/${TOKEN}` });
const renderRefuse = () => renderWithProviders(<RefuseEmailChangePage />, { path: '/refuse-email-change/:emailChangeToken', route: `/refuse-email-change/${TOKEN}` });

describe('email change link pages', () => {
  it('does nothing on arrival: the owner confirms with a click, and a signed-in visitor is signed out', async () => {
    storeSession({ token: 'jeton', login: 'psy@demo.fr', role: 'DOCTOR', firstConnexion: false });
    serveApi(apiHandler('POST', `/api/account/email-change/confirm/${TOKEN}`, { success: true, message: emailChangeMessages.confirmed }));
    renderConfirm();
    expect(screen.getByRole('heading', { name: 'Confirmer votre nouvelle adresse' })).toBeInTheDocument();
    expect(document.title).toBe('Confirmer votre nouvelle adresse – Parenthèse');
    expect(apiCalls()).toHaveLength(0);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirmer la nouvelle adresse' }));
    expect(await screen.findByRole('heading', { name: 'Adresse modifiée' })).toBeInTheDocument();
    expect(screen.getByText(emailChangeMessages.confirmed)).toBeInTheDocument();
    expect(apiCalls()).toEqual([expect.objectContaining({ method: 'POST', url: `/api/account/email-change/confirm/${TOKEN}` })]);
    expect(readSession()).toBeNull();
  });

  it('says the link is invalid when the server does not know it, like the reset page', async () => {
    serveApi(apiHandler('POST', '/api/account/email-change/confirm/:emailChangeToken', apiError(400, emailChangeMessages.invalidLink)));
    renderConfirm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirmer la nouvelle adresse' }));
    expect(await screen.findByRole('heading', { name: 'Lien invalide' })).toBeInTheDocument();
    expect(screen.getByText(emailChangeMessages.invalidLink)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  });

  it('keeps the button and says why when the address was taken meanwhile', async () => {
    serveApi(apiHandler('POST', '/api/account/email-change/confirm/:emailChangeToken', apiError(409, emailChangeMessages.addressTaken)));
    renderConfirm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirmer la nouvelle adresse' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(emailChangeMessages.addressTaken);
    expect(screen.getByRole('button', { name: 'Confirmer la nouvelle adresse' })).toBeEnabled();
  });

  it('refuses a change from the current address’s link and keeps the session', async () => {
    storeSession({ token: 'jeton', login: 'salarie@demo.fr', role: 'EMPLOYEE', firstConnexion: false });
    serveApi(apiHandler('POST', `/api/account/email-change/refuse/${TOKEN}`, { success: true, message: emailChangeMessages.refused }));
    renderRefuse();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refuser le changement' }));
    expect(await screen.findByRole('heading', { name: 'Changement refusé' })).toBeInTheDocument();
    expect(screen.getByText(emailChangeMessages.refused)).toBeInTheDocument();
    expect(readSession()).not.toBeNull();
  });
});
