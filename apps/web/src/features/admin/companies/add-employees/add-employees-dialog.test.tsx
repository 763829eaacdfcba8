import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render-with-providers';
import { apiCalls, apiError, apiHandler, serveApi } from '@/test/fake-api';
import { csvImportMessages, employeeImportMessages, type EmployeeImport } from '@parenthese/shared';
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

const importsPath = `/api/admin/companies/${company.companyId}/employee-imports` as const;
const checkPath = `${importsPath}/check` as const;
const anImport = (overrides: Partial<EmployeeImport> = {}): EmployeeImport => ({
  importId: 'f0000000-0000-4000-8000-000000000001',
  companyId: company.companyId,
  status: 'RUNNING',
  totalCount: 2,
  createdCount: 0,
  invitedCount: 0,
  skippedCount: 0,
  failureReason: null,
  isSummaryAvailable: false,
  isSummaryErased: false,
  isResuming: false,
  startedAt: '2030-01-15T09:00:00.000Z',
  finishedAt: null,
  ...overrides,
});
const noFlag = apiHandler('POST', checkPath, { existingEmployeeRows: [], takenEmailRows: [] });

async function chooseCsv(text: string) {
  const rendered = renderDialog();
  await rendered.user.click(within(rendered.dialog).getByRole('tab', { name: 'Fichier CSV' }));
  await rendered.user.upload(within(rendered.dialog).getByLabelText('Fichier CSV ou Excel (.xlsx)', { selector: 'input' }), csvFile(text));
  return rendered;
}

describe('the CSV tab', () => {
  it.each([
    ['a text file', new File(['Prénom;Nom\nZoé;Durand\n'], 'salaries.txt', { type: 'text/plain' })],
    ['a PDF', new File(['%PDF-1.7'], 'salaries.pdf', { type: 'application/pdf' })],
  ])("refuses %s with 'Fichier non supporté', said once, beside the field (no toast repeating it)", async (_label, file) => {
    const { user, dialog } = renderDialog();
    await user.click(within(dialog).getByRole('tab', { name: 'Fichier CSV' }));
    const input = within(dialog).getByLabelText('Fichier CSV ou Excel (.xlsx)', { selector: 'input' });
    await user.upload(input, file);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Fichier non supporté');
    expect(alert).toHaveTextContent(csvImportMessages.chooseCsv);
    expect(input).toBeInvalid();
    // A toast would come a moment later (sonner is loaded on the first one): give it that moment.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByText('Fichier non supporté')).toHaveLength(1);
    expect(screen.getAllByText(csvImportMessages.chooseCsv)).toHaveLength(1);
  });

  it('reads an .xlsx through the server and shows the same preview and checks as a CSV (issue 34 item 14)', async () => {
    const xlsxRowsPath = `${importsPath}/xlsx-rows` as const;
    serveApi(
      apiHandler('POST', xlsxRowsPath, {
        rows: [
          { line: 1, cells: ['Nom', 'Prénom', 'Service', 'Poste', "Nom d'utilisateur", 'Mot de passe temporaire'] },
          { line: 2, cells: ['Durand', 'Zoé', 'Comptabilité', 'Non renseigné', 'zoe.durand', 'Abc-123'] },
          { line: 4, cells: ['Petit', '=A1&B1', '', '', 'marc.petit', ''] },
        ],
      }),
      noFlag,
    );
    const { user, dialog } = renderDialog();
    await user.click(within(dialog).getByRole('tab', { name: 'Fichier CSV' }));
    const workbook = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'employes_alpha.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    await user.upload(within(dialog).getByLabelText('Fichier CSV ou Excel (.xlsx)', { selector: 'input' }), workbook);

    expect(await within(dialog).findByText(/employes_alpha\.xlsx : 2 lignes, 1 ligne en erreur/)).toBeInTheDocument();
    expect(within(dialog).getByText(`Ligne 4 : ${employeeImportMessages.formula}`)).toBeInTheDocument();
    const sent = apiCalls().find((call) => call.path === xlsxRowsPath);
    // The workbook itself is sent, in the multipart field `file` (the fake server's FormData is Node's).
    expect(((sent?.body as FormData).get('file') as Blob).size).toBe(4);
  });

  it("says the server's refusal of a workbook beside the field", async () => {
    serveApi(apiHandler('POST', `${importsPath}/xlsx-rows`, apiError(400, csvImportMessages.notXlsx, { file: csvImportMessages.notXlsx })));
    const { user, dialog } = renderDialog();
    await user.click(within(dialog).getByRole('tab', { name: 'Fichier CSV' }));
    await user.upload(within(dialog).getByLabelText('Fichier CSV ou Excel (.xlsx)', { selector: 'input' }), new File(['pas un classeur'], 'faux.xlsx'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(csvImportMessages.notXlsx);
  });

  it('explains every faulty line in French, still checks the others (a 300-letter name included), imports the good lines and gives the bad ones as a file (issue 34 item 13)', async () => {
    serveApi(apiHandler('POST', checkPath, { existingEmployeeRows: [], takenEmailRows: [3] }), apiHandler('POST', importsPath, anImport({ totalCount: 1 })));
    const blobs: Blob[] = [];
    const names: string[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:lignes'), revokeObjectURL: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const longName = 'x'.repeat(300);
    const { user, dialog } = await chooseCsv(`\uFEFFPrénom;Nom;Service;Poste;E-mail\nZoé;Durand;Comptabilité;Comptable;\n;Petit;=1+1;;\n${longName};Long;;;\nGaël;Le Bihan;;;gael@alpha.fr\n`);

    const preview = await within(dialog).findByRole('region', { name: 'Lignes du fichier' }, { timeout: 5_000 });
    expect(await within(dialog).findByText('Ligne 5 : Cette adresse e-mail est déjà utilisée par un compte.')).toBeInTheDocument();
    expect(within(preview).getAllByRole('row').slice(1)[0]).toHaveTextContent('Valide');
    expect(within(dialog).getByText(`Ligne 3 : Le prénom est requis ; ${employeeImportMessages.formula}`)).toBeInTheDocument();
    expect(within(dialog).getByText('Ligne 4 : Maximum 50 caractères')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Vérification impossible/)).not.toBeInTheDocument();
    // The check never receives a line in error: it cannot refuse the whole file for one of them.
    expect(apiCalls()[0].body).toEqual({
      rows: [
        { firstName: 'Zoé', lastName: 'Durand', service: 'Comptabilité', email: null },
        { firstName: '', lastName: '', service: '', email: null },
        { firstName: '', lastName: '', service: '', email: null },
        { firstName: 'Gaël', lastName: 'Le Bihan', service: '', email: 'gael@alpha.fr' },
      ],
    });

    await user.click(within(dialog).getByRole('button', { name: 'Télécharger les lignes à corriger (CSV)' }));
    expect(names).toEqual(['salaries_lignes_a_corriger.csv']);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]);
    });
    expect(text.split('\n').slice(0, 2)).toEqual(['Ligne,Prénom,Nom,Service,Poste,E-mail,Erreurs', `3,,Petit,'=1+1,,,Le prénom est requis ; ${employeeImportMessages.formula}`]);
    expect(text).toContain(`5,Gaël,Le Bihan,,,gael@alpha.fr,${employeeImportMessages.emailTaken}`);

    await user.click(within(dialog).getByRole('button', { name: 'Importer 1 employé' }));
    await waitFor(() => expect(apiCalls()).toHaveLength(2));
    expect(apiCalls()[1].body).toMatchObject({ rows: [{ line: 2, firstName: 'Zoé', lastName: 'Durand' }], droppedRows: [] });
  }, 20_000);

  it('merges identical lines silently and imports namesakes with another email, named for review', async () => {
    serveApi(apiHandler('POST', checkPath, { existingEmployeeRows: [], takenEmailRows: [] }));
    const { dialog } = await chooseCsv('Prénom;Nom;E-mail\nZoé;Durand;zoe.a@alpha.fr\nZoé;Durand;zoe.a@alpha.fr\nZoé;Durand;zoe.b@alpha.fr\n');
    expect(await within(dialog).findByText('1 ligne identique à une ligne précédente a été fusionnée.')).toBeInTheDocument();
    expect(within(dialog).getByText('Ligne 4 : Zoé Durand (zoe.b@alpha.fr), homonyme de la ligne 2')).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: /Doublons/ })).not.toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Importer 2 employés' })).toBeEnabled();
  }, 20_000);

  it('drops duplicates unless kept (one by one, or all at once), then starts the import with every row and the dropped ones, and closes', async () => {
    serveApi(apiHandler('POST', checkPath, { existingEmployeeRows: [2], takenEmailRows: [] }), apiHandler('POST', importsPath, anImport({ totalCount: 2, skippedCount: 1 })));
    const { user, dialog, onOpenChange } = await chooseCsv('Prénom,Nom,Service,E-mail\nZoé,Durand,Paie,zoe@alpha.fr\nZOE,durand,paie,\nMarc,Petit,,\n');
    const duplicates = await within(dialog).findByRole('group', { name: /Doublons/ });
    const repeated = within(duplicates).getByRole('checkbox', { name: /Ligne 3 : ZOE durand \(paie\) — déjà à la ligne 2 du fichier/ });
    const existing = within(duplicates).getByRole('checkbox', { name: /Ligne 4 : Marc Petit — déjà parmi les employés de l'entreprise/ });
    expect(repeated).not.toBeChecked();
    await user.click(within(duplicates).getByRole('button', { name: 'Tout garder' }));
    for (const box of [repeated, existing]) expect(box).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Importer 3 employés' })).toBeEnabled();
    await user.click(within(duplicates).getByRole('button', { name: 'Tout écarter' }));
    for (const box of [repeated, existing]) expect(box).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Importer 1 employé' })).toBeEnabled();
    await user.click(existing);
    await user.click(within(dialog).getByRole('button', { name: 'Importer 2 employés' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(await screen.findByText('Import lancé')).toBeInTheDocument();
    expect(apiCalls()[1].body).toEqual({
      rows: [
        { line: 2, firstName: 'Zoé', lastName: 'Durand', service: 'Paie', job: '', email: 'zoe@alpha.fr' },
        { line: 3, firstName: 'ZOE', lastName: 'durand', service: 'paie', job: '', email: null },
        { line: 4, firstName: 'Marc', lastName: 'Petit', service: '', job: '', email: null },
      ],
      droppedRows: [1],
      isReimportConfirmed: false,
    });
  });

  it('asks before importing a file again, and sends the confirmation', async () => {
    const refusal = 'Ce fichier a déjà été importé le 15 janvier 2030 à 10:00.';
    serveApi(
      noFlag,
      apiHandler('POST', importsPath, ({ body }) => (body.isReimportConfirmed ? anImport() : apiError(409, refusal, { isReimportConfirmed: refusal }))),
    );
    const { user, dialog, onOpenChange } = await chooseCsv('Prénom;Nom\nZoé;Durand\nMarc;Petit\n');
    await user.click(await within(dialog).findByRole('button', { name: 'Importer 2 employés' }));
    const question = await screen.findByRole('alertdialog', { name: 'Importer ce fichier de nouveau ?' });
    expect(question).toHaveTextContent(refusal);
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    await user.click(within(question).getByRole('button', { name: 'Importer de nouveau' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(
      apiCalls()
        .filter((call) => call.path === importsPath)
        .map((call) => (call.body as { isReimportConfirmed: boolean }).isReimportConfirmed),
    ).toEqual([false, true]);
  });

  it("names the file's line of each field the server refused, and nothing is started", async () => {
    serveApi(noFlag, apiHandler('POST', importsPath, apiError(409, employeeImportMessages.emailsTaken, { 'rows.1.email': employeeImportMessages.emailTaken })));
    const { user, dialog, onOpenChange } = await chooseCsv('Prénom,Nom,E-mail\nZoé,Durand,\n\nGaël,Le Bihan,gael@alpha.fr\n');
    await user.click(await within(dialog).findByRole('button', { name: 'Importer 2 employés' }));
    expect(await within(dialog).findByText(`Ligne 4 : ${employeeImportMessages.emailTaken}`)).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('refuses a file with wrong columns or more than 10,000 employees', async () => {
    const { user, dialog } = renderDialog();
    await user.click(within(dialog).getByRole('tab', { name: 'Fichier CSV' }));
    const input = within(dialog).getByLabelText('Fichier CSV ou Excel (.xlsx)', { selector: 'input' });
    await user.upload(input, csvFile('Nom complet;Email\nZoé Durand;zoe@alpha.fr\n'));
    expect(await within(dialog).findByText('Colonnes attendues : Prénom et Nom (Service, Poste et E-mail sont facultatifs).')).toBeInTheDocument();
    await user.upload(input, csvFile(['Prénom;Nom', ...Array.from({ length: 10_001 }, (_, index) => `P${index};N${index}`)].join('\n')));
    expect(await within(dialog).findByText(/Le fichier contient 10.001 employés : 10.000 au plus par import/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(apiCalls()).toHaveLength(0);
  }, 30_000);
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
