import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeSession } from '@/lib/session';
import { renderWithProviders } from '@/test/render-with-providers';
import { apiError, apiHandler, serveApi } from '@/test/fake-api';
import { PersonalInfoCard } from './personal-info-card';
import { doctorDetails } from '../test-fixtures';

const details = doctorDetails();

beforeEach(() => storeSession({ token: 'jeton', login: 'psy.clinicien@demo.fr', role: 'DOCTOR', firstConnexion: false }));

describe('PersonalInfoCard', () => {
  it("shows the server's sentence under the field it names and keeps what was typed", async () => {
    const taken = 'Cette adresse email est déjà utilisée par un autre compte.';
    serveApi(apiHandler('POST', '/api/doctor/account/details/update', apiError(409, taken, { mail: taken })));
    renderWithProviders(<PersonalInfoCard details={details} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Modifier' }));
    // The edit mode is a chunk of its own, loaded on 'Modifier'.
    const form = await screen.findByRole('form', { name: 'Modifier mes informations' });
    const email = within(form).getByLabelText(/Email/);
    await user.clear(email);
    await user.type(email, 'pris@demo.fr');
    await user.click(within(form).getByRole('button', { name: 'Sauvegarder' }));

    expect(await within(form).findByText(taken)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('pris@demo.fr');
  });

  it('asks the browser for the first line of an address: « street-address » belongs to multi-line fields only (WCAG 1.3.5)', async () => {
    renderWithProviders(<PersonalInfoCard details={details} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Modifier' }));
    const address = within(screen.getByRole('form', { name: 'Modifier mes informations' })).getByLabelText('Adresse');
    expect(address.tagName).toBe('INPUT');
    expect(address).toHaveAttribute('autocomplete', 'address-line1');
  });
});
