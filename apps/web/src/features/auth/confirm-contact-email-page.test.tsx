import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactEmailMessages } from '@parenthese/shared';
import { renderWithProviders } from '@/test/render-with-providers';
import { apiCalls, apiError, apiHandler, serveApi } from '@/test/fake-api';
import { ConfirmContactEmailPage } from './confirm-contact-email-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const renderPage = () => renderWithProviders(<ConfirmContactEmailPage />, { path: '/confirm-contact-email/:contactEmailToken', route: `/confirm-contact-email/${TOKEN}` });

describe('the personal address link page', () => {
  it('does nothing on arrival: the owner confirms with a click', async () => {
    serveApi(apiHandler('POST', `/api/account/contact-email/confirm/${TOKEN}`, { success: true, message: contactEmailMessages.confirmed }));
    renderPage();
    expect(screen.getByRole('heading', { name: 'Confirmer votre adresse personnelle' })).toBeInTheDocument();
    expect(apiCalls()).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirmer cette adresse' }));
    expect(await screen.findByRole('heading', { name: 'Adresse confirmée' })).toBeInTheDocument();
    expect(screen.getByText(contactEmailMessages.confirmed)).toBeInTheDocument();
    expect(apiCalls()).toEqual([expect.objectContaining({ method: 'POST', url: `/api/account/contact-email/confirm/${TOKEN}` })]);
  });

  it('says the link is invalid when the server does not know it', async () => {
    serveApi(apiHandler('POST', '/api/account/contact-email/confirm/:contactEmailToken', apiError(400, contactEmailMessages.invalidLink)));
    renderPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirmer cette adresse' }));
    expect(await screen.findByRole('heading', { name: 'Lien invalide' })).toBeInTheDocument();
    expect(screen.getByText(contactEmailMessages.invalidLink)).toBeInTheDocument();
  });
});
