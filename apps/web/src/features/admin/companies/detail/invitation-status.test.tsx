import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { invitationMessages } from '@parenthese/shared';
import { renderWithProviders } from '@/test/render-with-providers';
import { apiCalls, apiError, apiHandler, serveApi } from '@/test/fake-api';
import { CompaniesView } from '../companies-view';
import { aCompany, anEmployee, pageOf, signInAsAdmin } from '../test-fixtures';

const company = aCompany();
const companyPath = `/api/admin/companies/get/${company.companyId}` as const;
const employeesPath = `/api/admin/companies/${company.companyId}/employees/get/all` as const;

const invited = (status: 'PENDING' | 'EXPIRED' | 'ACCEPTED' | 'NOT_SENT', overrides: Parameters<typeof anEmployee>[0] = {}) =>
  anEmployee({
    password: '',
    temporaryPasswordExpiresAt: null,
    invitation: { status, mail: 'ines@alpha.fr', sentAt: status === 'NOT_SENT' ? null : '2030-01-15T09:00:00.000Z', expiresAt: status === 'NOT_SENT' ? null : '2030-01-29T09:00:00.000Z' },
    ...overrides,
  });

function renderDetail() {
  renderWithProviders(<CompaniesView />, { path: '/account/admin', route: `/account/admin?view=companies&company=${company.companyId}` });
  return userEvent.setup();
}
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

beforeEach(() => {
  signInAsAdmin();
  // The detail page also asks for the company's latest CSV import: none here.
  serveApi(apiHandler('GET', `/api/admin/companies/${company.companyId}/employee-imports/latest`, { employeeImport: null }));
});

describe('invitation status in the employee table', () => {
  it('says « Invité le … », « Invitation expirée » or « Activé » instead of a temporary password, with « Renvoyer l’invitation » until activated', async () => {
    const pending = invited('PENDING', { firstName: 'Inès', lastName: 'Roy' });
    const expired = invited('EXPIRED', { firstName: 'Paul', lastName: 'Roux' });
    const active = invited('ACCEPTED', { firstName: 'Zoé', lastName: 'Leroy', isFirstConnection: false, mail: 'zoe@alpha.fr' });
    serveApi(apiHandler('GET', companyPath, company), apiHandler('GET', employeesPath, pageOf([pending, expired, active], 3, 1, 5)));
    renderDetail();

    const inesRow = await rowOf('Inès Roy');
    expect(within(inesRow).getByText('Invité le 15 janv. 2030')).toBeInTheDocument();
    expect(within(inesRow).getByRole('button', { name: "Renvoyer l'invitation de Inès Roy" })).toBeInTheDocument();
    // No temporary password exists for them: neither shown nor issued.
    expect(within(inesRow).queryByRole('button', { name: /mot de passe/ })).not.toBeInTheDocument();

    const paulRow = await rowOf('Paul Roux');
    expect(within(paulRow).getByText('Invitation expirée')).toBeInTheDocument();
    expect(within(paulRow).getByRole('button', { name: "Renvoyer l'invitation de Paul Roux" })).toBeInTheDocument();

    const zoeRow = await rowOf('Zoé Leroy');
    expect(within(zoeRow).getByText('Activé')).toBeInTheDocument();
    expect(within(zoeRow).queryByRole('button', { name: /Renvoyer/ })).not.toBeInTheDocument();
  });

  it('sends the invitation again, then shows the new state; a refusal too soon is told in French', async () => {
    const expired = invited('EXPIRED', { firstName: 'Paul', lastName: 'Roux' });
    const resendPath = `/api/admin/companies/${company.companyId}/employees/${expired.employeeId}/invitation/resend` as const;
    let isResent = false;
    let resendCount = 0;
    serveApi(
      apiHandler('GET', companyPath, company),
      apiHandler('GET', employeesPath, () =>
        pageOf([isResent ? { ...expired, invitation: { ...expired.invitation!, status: 'PENDING' as const, sentAt: '2030-02-01T09:00:00.000Z' } } : expired], 1, 1, 5),
      ),
      apiHandler('POST', resendPath, () => {
        resendCount += 1;
        if (resendCount > 1) return apiError(429, invitationMessages.resendTooSoon);
        isResent = true;
        return { ...expired, invitation: { ...expired.invitation!, status: 'PENDING' as const } };
      }),
    );
    const user = renderDetail();
    const row = await rowOf('Paul Roux');
    await user.click(within(row).getByRole('button', { name: "Renvoyer l'invitation de Paul Roux" }));
    expect(await screen.findByText('Un nouveau lien a été envoyé à ines@alpha.fr. Le précédent ne fonctionne plus.')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('Invité le 1er févr. 2030')).toBeInTheDocument());

    await user.click(within(row).getByRole('button', { name: "Renvoyer l'invitation de Paul Roux" }));
    expect(await screen.findByText(invitationMessages.resendTooSoon)).toBeInTheDocument();
    expect(apiCalls().filter((call) => call.method === 'POST')).toHaveLength(2);
  });
});
