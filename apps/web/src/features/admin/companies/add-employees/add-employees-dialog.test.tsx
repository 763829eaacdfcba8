import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render-with-providers';
import { apiCalls, apiError, apiHandler, serveApi } from '@/test/fake-api';
import { aCompany, anEmployee, signInAsAdmin } from '../test-fixtures';
import { AddEmployeesDialog } from './add-employees-dialog';

const company = aCompany();
const createPath = `/api/admin/companies/${company.companyId}/employees/create/V2` as const;

function renderDialog() {
  const onOpenChange = vi.fn();
  renderWithProviders(<AddEmployeesDialog company={company} isOpen onOpenChange={onOpenChange} />);
  // The file input's accept attribute is not applied, so a test can choose a file the picker would hide.
  return { user: userEvent.setup({ applyAccept: false }), dialog: screen.getByRole('dialog', { name: 'Ajouter des employés' }), onOpenChange };
}

const csvFile = (text: string, name = 'salaries.csv', type = 'text/csv') => new File([text], name, { type });

beforeEach(signInAsAdmin);

describe('the manual tab', () => {
  it('asks for at least one employee with both names, and names the missing one on a half-filled row', async () => {
    serveApi();
    const { user, dialog } = renderDialog();
    expect(within(dialog).getByRole('tab', { name: 'Saisie manuelle', selected: true })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: "Retirer l'employé 1" })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Ajouter les employés' }));
    expect(await within(dialog).findByText('Veuillez remplir au moins un employé avec nom et prénom')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Prénom/), 'Zoé');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter les employés' }));
    expect(await within(dialog).findByText('Le nom est requis')).toBeInTheDocument();
    expect(apiCalls()).toHaveLength(0);
  });

  it('adds up to 10 rows, then says the maximum; the last row cannot be removed', async () => {
    const { user, dialog } = renderDialog();
    const addRow = within(dialog).getByRole('button', { name: 'Ajouter une ligne' });
    for (let row = 2; row <= 10; row += 1) await user.click(addRow);
    expect(within(dialog).getAllByRole('group')).toHaveLength(10);
    expect(addRow).toBeDisabled();
    expect(within(dialog).getByText('Maximum 10 employés par ajout')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: "Retirer l'employé 10" }));
    expect(within(dialog).getAllByRole('group')).toHaveLength(9);
    expect(addRow).toBeEnabled();
  });

  it('sends only the filled rows, without empty service or job, then shows the identifiers and temporary passwords', async () => {
    const created = [
      anEmployee({ firstName: 'Zoé', lastName: 'Durand', userName: 'zoe.durand', password: 'Kp3-vX9q!', service: 'Paie' }),
      anEmployee({ firstName: 'Gaël', lastName: 'Le Bihan', userName: 'gael.le-bihan', password: 'Wd8-Lm2r?' }),
    ];
    serveApi(apiHandler('POST', createPath, { employees: created }));
    const { user, dialog } = renderDialog();
    const addRow = within(dialog).getByRole('button', { name: 'Ajouter une ligne' });
    await user.click(addRow);
    await user.click(addRow);
    const [first, , third] = within(dialog).getAllByRole('group');
    await user.type(within(first).getByLabelText(/Prénom/), 'Zoé');
    await user.type(within(first).getByLabelText(/^Nom/), 'Durand');
    await user.type(within(first).getByLabelText('Service'), 'Paie');
    await user.type(within(third).getByLabelText(/Prénom/), ' Gaël ');
    await user.type(within(third).getByLabelText(/^Nom/), 'Le Bihan');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter les employés' }));

    expect(await within(dialog).findByRole('heading', { name: '2 employés ajoutés' })).toBeInTheDocument();
    expect(apiCalls()[0].body).toEqual({
      employees: [
        { firstName: 'Zoé', lastName: 'Durand', service: 'Paie' },
        { firstName: 'Gaël', lastName: 'Le Bihan' },
      ],
    });
    expect(await screen.findByText('Employés ajoutés')).toBeInTheDocument();
    expect(screen.getByText('2 employés ont été ajoutés à Alpha Conseil.')).toBeInTheDocument();
    expect(within(dialog).getByText('zoe.durand')).toBeInTheDocument();
    expect(within(dialog).getByText('Kp3-vX9q!')).toBeInTheDocument();
    expect(within(dialog).getByText('Wd8-Lm2r?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copier le mot de passe de Gaël Le Bihan' }));
    expect(await navigator.clipboard.readText()).toBe('Wd8-Lm2r?');
  });

  it("shows the server's refusal and keeps the rows", async () => {
    serveApi(apiHandler('POST', createPath, apiError(400, 'Données invalides', { 'employees.0.lastName': 'Maximum 50 caractères' })));
    const { user, dialog } = renderDialog();
    await user.type(within(dialog).getByLabelText(/Prénom/), 'Zoé');
    await user.type(within(dialog).getByLabelText(/^Nom/), 'Durand');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter les employés' }));
    expect(await within(dialog).findByText('Maximum 50 caractères')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Données invalides').length).toBeGreaterThan(0);
    expect(within(dialog).getByLabelText(/Prénom/)).toHaveValue('Zoé');
  });
});

describe('the CSV tab', () => {
  it("refuses a file that is not CSV with 'Fichier non supporté'", async () => {
    const { user, dialog } = renderDialog();
    await user.click(within(dialog).getByRole('tab', { name: 'Fichier CSV' }));
    await user.upload(within(dialog).getByLabelText('Fichier CSV', { selector: 'input' }), new File(['%PDF-1.7'], 'salaries.pdf', { type: 'application/pdf' }));
    expect(await screen.findAllByText('Fichier non supporté')).not.toHaveLength(0);
    expect(screen.getAllByText('Veuillez sélectionner un fichier CSV').length).toBeGreaterThan(0);
  });

  it('previews every line, names the faulty one, and imports nothing while a line is in error', async () => {
    serveApi();
    const { user, dialog } = renderDialog();
    await user.click(within(dialog).getByRole('tab', { name: 'Fichier CSV' }));
    await user.upload(
      within(dialog).getByLabelText('Fichier CSV', { selector: 'input' }),
      csvFile('\uFEFFPrénom;Nom;Service;Poste\nZoé;Durand;Comptabilité;Comptable\n;Petit;Paie;\nGaël;Le Bihan;;\n'),
    );

    const preview = await within(dialog).findByRole('region', { name: 'Lignes du fichier' });
    const rows = within(preview).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Zoé');
    expect(rows[0]).toHaveTextContent('Valide');
    expect(rows[1]).toHaveTextContent('3');
    expect(rows[1]).toHaveTextContent('Le prénom est requis');
    expect(within(dialog).getByText('Ligne 3 : Le prénom est requis')).toBeInTheDocument();
    expect(within(dialog).getByText(/salaries\.csv : 3 lignes, 2 employés valides, 1 ligne en erreur/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Importer' })).toBeDisabled();
    expect(apiCalls()).toHaveLength(0);
  });

  it('imports every line in one call when the file is clean, then shows the passwords', async () => {
    const created = [anEmployee({ firstName: 'Zoé', lastName: 'Durand', userName: 'zoe.durand' }), anEmployee({ firstName: 'Gaël', lastName: 'Le Bihan', userName: 'gael.le-bihan' })];
    serveApi(apiHandler('POST', createPath, { employees: created }));
    const { user, dialog } = renderDialog();
    await user.click(within(dialog).getByRole('tab', { name: 'Fichier CSV' }));
    await user.upload(within(dialog).getByLabelText('Fichier CSV', { selector: 'input' }), csvFile('Prénom,Nom,Service\nZoé,Durand,Comptabilité\n\nGaël,Le Bihan,\n'));
    await user.click(await within(dialog).findByRole('button', { name: 'Importer 2 employés' }));

    expect(await within(dialog).findByRole('heading', { name: '2 employés ajoutés' })).toBeInTheDocument();
    expect(apiCalls()).toHaveLength(1);
    expect(apiCalls()[0].body).toEqual({
      employees: [
        { firstName: 'Zoé', lastName: 'Durand', service: 'Comptabilité', job: '' },
        { firstName: 'Gaël', lastName: 'Le Bihan', service: '', job: '' },
      ],
    });
  });

  it("names the file's line of each field the server refused, and nothing is created", async () => {
    serveApi(apiHandler('POST', createPath, apiError(400, 'Maximum 100 caractères', { 'employees.1.job': 'Maximum 100 caractères' })));
    const { user, dialog } = renderDialog();
    await user.click(within(dialog).getByRole('tab', { name: 'Fichier CSV' }));
    await user.upload(within(dialog).getByLabelText('Fichier CSV', { selector: 'input' }), csvFile('Prénom,Nom\nZoé,Durand\n\nGaël,Le Bihan\n'));
    await user.click(await within(dialog).findByRole('button', { name: 'Importer 2 employés' }));
    expect(await within(dialog).findByText('Ligne 4 : Maximum 100 caractères')).toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: /ajoutés/ })).not.toBeInTheDocument();
  });

  it('refuses a file with wrong columns or more than 500 employees', async () => {
    const { user, dialog } = renderDialog();
    await user.click(within(dialog).getByRole('tab', { name: 'Fichier CSV' }));
    const input = within(dialog).getByLabelText('Fichier CSV', { selector: 'input' });
    await user.upload(input, csvFile('Nom complet;Email\nZoé Durand;zoe@alpha.fr\n'));
    expect(await within(dialog).findByText('Colonnes attendues : Prénom et Nom (Service et Poste sont facultatifs).')).toBeInTheDocument();
    await user.upload(input, csvFile(['Prénom;Nom', ...Array.from({ length: 501 }, (_, index) => `P${index};N${index}`)].join('\n')));
    expect(await within(dialog).findByText('Le fichier contient trop de lignes : 500 employés au plus par import.')).toBeInTheDocument();
  });
});

describe('closing', () => {
  it('resets the dialog', async () => {
    const { user, dialog, onOpenChange } = renderDialog();
    await user.type(within(dialog).getByLabelText(/Prénom/), 'Zoé');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(within(dialog).getByLabelText(/Prénom/)).toHaveValue(''));
  });
});
