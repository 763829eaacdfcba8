import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { personMessages } from '@parenthese/shared';
import { renderWithProviders } from '@/test/render-with-providers';
import { apiCalls, apiError, apiHandler, serveApi } from '@/test/fake-api';
import { aCompany, anEmployee, signInAsAdmin } from '../test-fixtures';
import { CreatedEmployees } from './created-employees';
import { ManualEmployeesForm } from './manual-employees-form';

const company = aCompany();
const createPath = `/api/admin/companies/${company.companyId}/employees/create/V2` as const;

function renderForm() {
  const onCreated = vi.fn();
  renderWithProviders(<ManualEmployeesForm companyId={company.companyId} onCreated={onCreated} onCancel={vi.fn()} />);
  return { user: userEvent.setup(), form: screen.getByRole('form', { name: 'Saisie manuelle des employés' }), onCreated };
}
const rows = () => screen.getAllByRole('group');

beforeEach(signInAsAdmin);

describe('the manual form’s work email', () => {
  it('sends a work email when given (lower-cased), none otherwise', async () => {
    const created = [anEmployee({ firstName: 'Inès', lastName: 'Roy' })];
    serveApi(apiHandler('POST', createPath, { employees: created }));
    const { user, onCreated } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Ajouter une ligne' }));
    const [first, second] = rows();
    await user.type(within(first).getByLabelText(/Prénom/), 'Inès');
    await user.type(within(first).getByLabelText(/^Nom/), 'Roy');
    await user.type(within(first).getByLabelText('E-mail professionnel'), 'Ines.Roy@Alpha.fr');
    await user.type(within(second).getByLabelText(/Prénom/), 'Paul');
    await user.type(within(second).getByLabelText(/^Nom/), 'Roux');
    await user.click(screen.getByRole('button', { name: 'Ajouter les employés' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(onCreated.mock.calls[0][0]).toEqual(created);
    expect(apiCalls()[0].body).toEqual({
      employees: [
        { firstName: 'Inès', lastName: 'Roy', email: 'ines.roy@alpha.fr' },
        { firstName: 'Paul', lastName: 'Roux' },
      ],
    });
  });

  it('refuses an invalid email or the same email twice before sending, and shows the server’s « already used » on the row', async () => {
    serveApi(apiHandler('POST', createPath, apiError(409, personMessages.emailTaken, { 'employees.1.email': personMessages.emailTaken })));
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Ajouter une ligne' }));
    const [first, second] = rows();
    for (const [row, name] of [
      [first, 'Inès'],
      [second, 'Paul'],
    ] as const) {
      await user.type(within(row).getByLabelText(/Prénom/), name);
      await user.type(within(row).getByLabelText(/^Nom/), 'Roy');
    }
    await user.type(within(first).getByLabelText('E-mail professionnel'), 'pas-une-adresse');
    await user.click(screen.getByRole('button', { name: 'Ajouter les employés' }));
    expect(await within(first).findByText(personMessages.email)).toBeInTheDocument();

    await user.clear(within(first).getByLabelText('E-mail professionnel'));
    await user.type(within(first).getByLabelText('E-mail professionnel'), 'roy@alpha.fr');
    await user.type(within(second).getByLabelText('E-mail professionnel'), 'ROY@alpha.fr');
    await user.click(screen.getByRole('button', { name: 'Ajouter les employés' }));
    expect(await within(second).findByText('Cette adresse email est déjà donnée pour un autre employé de la liste')).toBeInTheDocument();
    expect(apiCalls()).toHaveLength(0);

    await user.clear(within(second).getByLabelText('E-mail professionnel'));
    await user.type(within(second).getByLabelText('E-mail professionnel'), 'paul@alpha.fr');
    await user.click(screen.getByRole('button', { name: 'Ajouter les employés' }));
    await waitFor(() => expect(within(second).getByLabelText('E-mail professionnel')).toHaveAccessibleDescription(personMessages.emailTaken));
  });
});

describe('the created employees', () => {
  it('shows « Invitation envoyée à … » instead of a password for the invited, and the credentials of the others', () => {
    const invitedOne = anEmployee({
      firstName: 'Inès',
      lastName: 'Roy',
      password: '',
      temporaryPasswordExpiresAt: null,
      invitation: { status: 'PENDING', mail: 'ines.roy@alpha.fr', sentAt: '2030-01-15T09:00:00.000Z', expiresAt: '2030-01-29T09:00:00.000Z' },
    });
    const withPassword = anEmployee({ firstName: 'Paul', lastName: 'Roux', password: 'Kp3-vX9q!' });
    renderWithProviders(<CreatedEmployees employees={[invitedOne, withPassword]} companyName={company.companyName} onDone={vi.fn()} />);
    const list = screen.getByRole('list', { name: 'Identifiants des employés ajoutés' });
    const [ines, paul] = within(list).getAllByRole('listitem');
    expect(within(ines).getByText('Invitation envoyée à ines.roy@alpha.fr')).toBeInTheDocument();
    expect(within(ines).queryByRole('button', { name: /Copier le mot de passe/ })).not.toBeInTheDocument();
    expect(within(paul).getByText('Kp3-vX9q!')).toBeInTheDocument();
    expect(screen.getByText(/reçoit un lien valable 14 jours/)).toBeInTheDocument();
  });

  it('offers no credentials to copy or download when every employee was invited', () => {
    const invitedOne = anEmployee({ password: '', invitation: { status: 'PENDING', mail: 'a@alpha.fr', sentAt: '2030-01-15T09:00:00.000Z', expiresAt: '2030-01-29T09:00:00.000Z' } });
    renderWithProviders(<CreatedEmployees employees={[invitedOne]} companyName={company.companyName} onDone={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Tout copier' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Télécharger/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Identifiants à transmettre')).not.toBeInTheDocument();
  });
});
