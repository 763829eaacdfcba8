import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { renderWithProviders, signInAsEmployee } from '@/test/render-with-providers';
import { apiCalls, apiError, apiHandler, serveApi } from '@/test/fake-api';
import { SecondFactorSection } from './second-factor-section';

const statusPath = '/api/account/second-factor';
const recoveryCodes = Array.from({ length: 10 }, (_, index) => `neuf-${index}`);

function renderSection(routes: HttpHandler[]) {
  signInAsEmployee();
  serveApi(...routes);
  renderWithProviders(<SecondFactorSection />);
  return { user: userEvent.setup() };
}

describe('« Mon compte »: Double authentification', () => {
  it('lets an employee turn it on with the enrolment flow, then reads the status again', async () => {
    const { user } = renderSection([
      apiHandler('GET', statusPath, { isEnabled: false, isRequired: false, recoveryCodesLeft: 0 }),
      apiHandler('POST', '/api/account/second-factor/enrolment', { secret: 'ABCDEFGHIJKLMNOP', otpauthUrl: 'otpauth://totp/x', qrCodeSvg: '<svg/>' }),
      apiHandler('POST', '/api/account/second-factor/enrolment/confirm', { recoveryCodes }),
    ]);
    expect(await screen.findByText('Désactivée')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Activer la double authentification' }));
    expect(await screen.findByAltText("QR code à scanner avec votre application d'authentification")).toBeInTheDocument();
    expect(screen.getByTestId('second-factor-secret')).toHaveTextContent('ABCD EFGH IJKL MNOP');

    serveApi(apiHandler('GET', statusPath, { isEnabled: true, isRequired: false, recoveryCodesLeft: 10 }));
    await user.type(screen.getByLabelText("Code affiché par l'application"), '123456');
    await user.click(screen.getByRole('button', { name: 'Activer la double authentification' }));
    expect(within(await screen.findByRole('list', { name: 'Codes de secours' })).getAllByRole('listitem')).toHaveLength(10);
    expect(apiCalls().find((call) => call.url.endsWith('/enrolment/confirm'))?.body).toEqual({ code: '123456' });

    await user.click(screen.getByLabelText("J'ai conservé mes codes de secours"));
    await user.click(screen.getByRole('button', { name: 'Terminer' }));
    expect(await screen.findByText('Activée')).toBeInTheDocument();
    expect(screen.getByText('Il vous reste 10 codes de secours.')).toBeInTheDocument();
    expect(screen.getByText('Double authentification activée')).toBeInTheDocument();
    // A whole enrolment typed key by key: slower than the default 5 s on a busy machine.
  }, 15_000);

  it('lets an employee turn it off with a code, and shows a wrong code refused', async () => {
    const { user } = renderSection([
      apiHandler('GET', statusPath, { isEnabled: true, isRequired: false, recoveryCodesLeft: 3 }),
      apiHandler('POST', '/api/account/second-factor/disable', apiError(400, 'Code incorrect.')),
    ]);
    expect(await screen.findByText('Il vous reste 3 codes de secours.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Désactiver la double authentification' }));
    await user.type(await screen.findByLabelText('Code à 6 chiffres'), '111111');
    await user.click(screen.getByRole('button', { name: 'Désactiver' }));
    expect(await screen.findByText('Code incorrect.')).toBeInTheDocument();

    serveApi(
      apiHandler('POST', '/api/account/second-factor/disable', { success: true, message: 'Double authentification désactivée.' }),
      apiHandler('GET', statusPath, { isEnabled: false, isRequired: false, recoveryCodesLeft: 0 }),
    );
    await user.clear(screen.getByLabelText('Code à 6 chiffres'));
    await user.type(screen.getByLabelText('Code à 6 chiffres'), '222222');
    await user.click(screen.getByRole('button', { name: 'Désactiver' }));
    expect(await screen.findByText('Désactivée')).toBeInTheDocument();
    expect(
      apiCalls()
        .filter((call) => call.url.endsWith('/disable'))
        .map((call) => call.body),
    ).toEqual([{ code: '111111' }, { code: '222222' }]);
  });

  it('never offers to turn it off when it is required, and renews the recovery codes with a code', async () => {
    const { user } = renderSection([
      apiHandler('GET', statusPath, { isEnabled: true, isRequired: true, recoveryCodesLeft: 1 }),
      apiHandler('POST', '/api/account/second-factor/recovery-codes', { recoveryCodes }),
    ]);
    expect(await screen.findByText('Il vous reste 1 code de secours.')).toBeInTheDocument();
    expect(screen.getByText(/elle ne peut pas être désactivée/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Désactiver la double authentification' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Renouveler les codes de secours' }));
    await user.click(screen.getByRole('button', { name: 'Renouveler les codes' }));
    expect(await screen.findByText('Veuillez saisir le code à 6 chiffres.')).toBeInTheDocument();
    expect(apiCalls().some((call) => call.url.endsWith('/recovery-codes'))).toBe(false);

    await user.type(await screen.findByLabelText('Code à 6 chiffres'), '333333');
    await user.click(screen.getByRole('button', { name: 'Renouveler les codes' }));
    const list = await screen.findByRole('list', { name: 'Codes de secours' });
    expect(within(list).getByText('neuf-9')).toBeInTheDocument();
    // The status is read again: one recovery code left no longer holds.
    await waitFor(() => expect(apiCalls().filter((call) => call.method === 'GET')).toHaveLength(2));
  });
});
