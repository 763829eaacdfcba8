import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeSession } from '@/lib/session';
import { renderWithProviders } from '@/test/render-with-providers';
import { apiError, apiHandler, serveApi } from '@/test/fake-api';
import { PersonalInfoCard } from './personal-info-card';
import { psychologistDetails } from '../test-fixtures';

const details = psychologistDetails();

beforeEach(() => storeSession({ token: 'jeton', login: 'psy.clinicien@demo.fr', role: 'DOCTOR', firstConnexion: false }));

describe('PersonalInfoCard', () => {
  it("shows the server's sentence under the field it names and keeps what was typed", async () => {
    const refused = 'Ce numéro de téléphone est refusé par le serveur.';
    serveApi(apiHandler('POST', '/api/doctor/account/details/update', apiError(400, refused, { phoneNumber: refused })));
    renderWithProviders(<PersonalInfoCard details={details} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Modifier' }));
    // The edit mode is a chunk of its own, loaded on 'Modifier'.
    const form = await screen.findByRole('form', { name: 'Modifier mes informations' });
    const phone = within(form).getByLabelText(/Téléphone/);
    await user.clear(phone);
    await user.type(phone, '06 12 34 56 78');
    await user.click(within(form).getByRole('button', { name: 'Sauvegarder' }));

    expect(await within(form).findByText(refused)).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveValue('06 12 34 56 78');
  });

  it('shows the sign-in email read-only: it changes only through « Changer d’adresse », with password and code (decision 0043)', async () => {
    renderWithProviders(<PersonalInfoCard details={details} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Modifier' }));
    const email = within(await screen.findByRole('form', { name: 'Modifier mes informations' })).getByLabelText(/Email/);
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveValue(details.mail);
  });

  it('asks the browser for the first line of an address: « street-address » belongs to multi-line fields only (WCAG 1.3.5)', async () => {
    renderWithProviders(<PersonalInfoCard details={details} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Modifier' }));
    const address = within(screen.getByRole('form', { name: 'Modifier mes informations' })).getByLabelText('Adresse');
    expect(address.tagName).toBe('INPUT');
    expect(address).toHaveAttribute('autocomplete', 'address-line1');
  });
});
