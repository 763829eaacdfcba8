import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { employeeDetails, renderPage, signInAsEmployee } from '@/test/render-with-providers';
import { apiCalls, apiError, apiHandler, serveApi } from '@/test/fake-api';
import { EmployeeProfilePage } from './employee-profile-page';

const details = employeeDetails;

beforeEach(() => {
  signInAsEmployee();
  // The page's second-factor, session, « Messages de Parenthèse » and « Mes données » cards are tested on their own: here their reads fail, as a missing route would.
  serveApi(
    apiHandler('GET', '/api/account/second-factor', apiError(404, 'introuvable')),
    apiHandler('GET', '/api/account/sessions', apiError(404, 'introuvable')),
    apiHandler('GET', '/api/account/email-change/proposal', { proposal: null }),
    apiHandler('GET', '/api/employee-service/employee/data/export', apiError(404, 'introuvable')),
    apiHandler('GET', '/api/employee-service/employee/account/mail-preferences', apiError(404, 'introuvable')),
  );
});

// Full-page flows with user events are slow on small CI machines.
describe('Mon compte', { timeout: 20_000 }, () => {
  it('shows the profile, the credits bar and the real company, service and job', async () => {
    serveApi(apiHandler('GET', '/api/employee-service/employee/account/details', details()));
    renderPage(<EmployeeProfilePage />);
    expect(await screen.findByText('06.12.34.56.78')).toBeInTheDocument();
    expect(document.title).toBe('Mon compte – Parenthèse');
    expect(screen.getByText('Entreprise Démo')).toBeInTheDocument();
    expect(screen.getByText('Comptabilité')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Crédits disponibles' })).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByRole('link', { name: 'Prendre rendez-vous' })).toHaveAttribute('href', '/employee/appointment');
    expect(screen.queryByText('Numéro de téléphone manquant')).not.toBeInTheDocument();
    expect(screen.getByText(/En cas d'urgence/)).toHaveTextContent("En cas d'urgence : 3114 (prévention du suicide), 15 ou 112");
  });

  it('shows both banners and disables booking at 0 credits without a phone number', async () => {
    serveApi(apiHandler('GET', '/api/employee-service/employee/account/details', details({ phoneNumber: '', availableCredits: 0, creditsFromCompany: 0 })));
    renderPage(<EmployeeProfilePage />);
    expect(await screen.findByText('Numéro de téléphone manquant')).toBeInTheDocument();
    expect(screen.getByText('Crédits épuisés', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prendre rendez-vous' })).toBeDisabled();
    expect(screen.getByText('Non renseigné', { selector: 'dd' })).toBeInTheDocument();
  });

  it('edits with the shared rules, cancels back to the saved values, and saves', async () => {
    serveApi(
      apiHandler('GET', '/api/employee-service/employee/account/details', details()),
      apiHandler('POST', '/api/employee-service/employee/account/details/update', {
        mail: 'salarie@demo.fr',
        firstName: 'Léa',
        lastName: 'Moreau',
        phoneNumber: '0612345678',
        username: 'demo.salarie',
        pendingEmailChange: null,
      }),
    );
    const user = userEvent.setup();
    renderPage(<EmployeeProfilePage />);
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    // The edit form loads on demand; the sign-in email has its own form (« Changer d'adresse »).
    const email = await screen.findByLabelText(/^Email/);
    expect(email).toHaveAttribute('readonly');
    await user.clear(screen.getByLabelText(/^Nom/));
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByText('Le nom est requis')).toBeInTheDocument();
    expect(screen.getByLabelText('Entreprise')).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.getByText('salarie@demo.fr')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Modifier' }));
    await user.click(await screen.findByRole('button', { name: 'Sauvegarder' }));
    expect((await screen.findAllByText('Profil mis à jour')).length).toBeGreaterThan(0);
    expect(apiCalls().find((call) => call.path.endsWith('/update'))?.body).toEqual({ mail: 'salarie@demo.fr', firstName: 'Léa', lastName: 'Moreau', phoneNumber: '0612345678' });
  });

  it('shows a change of email that waits for its confirmation under the current address', async () => {
    const pendingEmailChange = { mail: 'nouvelle@demo.fr', status: 'PENDING' as const, expiresAt: '2026-11-25T09:30:00.000Z' };
    serveApi(apiHandler('GET', '/api/employee-service/employee/account/details', details({ pendingEmailChange })));
    renderPage(<EmployeeProfilePage />);
    expect(await screen.findByText('salarie@demo.fr')).toBeInTheDocument();
    const note = screen.getByText(/Changement en attente de confirmation/);
    expect(note).toHaveTextContent("Changement en attente de confirmation : nouvelle@demo.fr. Lien envoyé à cette adresse, valable jusqu'au 25 novembre à 10:30.");
  });
  it('moves the keyboard focus into the form on Modifier, and back to Modifier on Annuler', async () => {
    serveApi(apiHandler('GET', '/api/employee-service/employee/account/details', details()));
    const user = userEvent.setup();
    renderPage(<EmployeeProfilePage />);
    (await screen.findByRole('button', { name: 'Modifier' })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText(/^Prénom/)).toHaveFocus());
    screen.getByRole('button', { name: 'Annuler' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Modifier' })).toHaveFocus();
  });
});
