import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WORK_MAILBOX_NOTICE, contactEmailMessages } from '@parenthese/shared';
import { renderWithProviders, signInAsEmployee } from '@/test/render-with-providers';
import { apiCalls, apiError, apiHandler, serveApi } from '@/test/fake-api';
import { MailPreferencesCard } from './components/mail-preferences-card';

const PATH = '/api/employee-service/employee/account/mail-preferences';
const renderCard = () => renderWithProviders(<MailPreferencesCard />, { path: '/employee/profile' });

beforeEach(() => {
  signInAsEmployee();
});

describe('« Messages de Parenthèse »', () => {
  it('tells plainly that a work mailbox may be read, and sends a personal address and the subject choice', async () => {
    serveApi(
      apiHandler('GET', PATH, { contactEmail: null, pendingContactEmail: null, isDetailedSubject: false }),
      apiHandler('PUT', PATH, { contactEmail: null, pendingContactEmail: 'lea@perso.fr', isDetailedSubject: true }),
    );
    const user = userEvent.setup();
    renderCard();
    expect(await screen.findByText('Nos messages sont envoyés à votre adresse de connexion.')).toBeInTheDocument();
    expect(screen.getByText(WORK_MAILBOX_NOTICE)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Adresse personnelle pour les messages (facultative)'), 'lea@perso.fr');
    await user.click(screen.getByLabelText('Afficher le détail dans l’objet des messages'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(contactEmailMessages.linkSent)).toBeInTheDocument();
    expect(screen.getByText('En attente de confirmation : suivez le lien envoyé à lea@perso.fr.')).toBeInTheDocument();
    expect(apiCalls().find((call) => call.method === 'PUT')?.body).toEqual({ contactEmail: 'lea@perso.fr', isDetailedSubject: true });
  });

  it('shows the server’s sentence on the field, and removes the address in use', async () => {
    serveApi(
      apiHandler('GET', PATH, { contactEmail: 'lea@perso.fr', pendingContactEmail: null, isDetailedSubject: false }),
      apiHandler('PUT', PATH, ({ body }) =>
        (body as { contactEmail: string }).contactEmail === ''
          ? { contactEmail: null, pendingContactEmail: null, isDetailedSubject: false }
          : apiError(400, contactEmailMessages.sameAsSignIn, { contactEmail: contactEmailMessages.sameAsSignIn }),
      ),
    );
    const user = userEvent.setup();
    renderCard();
    expect(await screen.findByText('Nos messages sont envoyés à votre adresse personnelle lea@perso.fr.')).toBeInTheDocument();
    const field = screen.getByLabelText('Adresse personnelle pour les messages (facultative)');
    await user.clear(field);
    await user.type(field, 'lea@travail.fr');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(contactEmailMessages.sameAsSignIn);
    await user.click(screen.getByRole('button', { name: 'Retirer l’adresse personnelle' }));
    expect(await screen.findByText('Nos messages sont envoyés à votre adresse de connexion.')).toBeInTheDocument();
  });
});
