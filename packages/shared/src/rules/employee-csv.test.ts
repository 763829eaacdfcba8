import { describe, expect, it } from 'vitest';
import { csvCell, employeeCsvColumns, type EmployeeCsvRow, employeeExportTable, employeesCsv, looksLikeText, neutraliseFormulae } from './employee-csv';
import { employeeExportFileName, employeeImportSummaryFileName } from './employee-export-file-name';
import { spreadsheetHostileValues, spreadsheetPlainValues, startsFormula } from './spreadsheet-hostile-values';

describe('employee CSV export', () => {
  it('writes a byte order mark, the header, Non renseigné, Renseigné par l’utilisateur and quotes what needs it', () => {
    const csv = employeesCsv([
      { lastName: 'Durand', firstName: 'Jeanne', service: '', job: 'Comptable, senior', userName: 'jeanne.durand', temporaryPassword: 'Ab3$xyzXYZ12' },
      { lastName: 'Le "Grand"', firstName: 'Éloïse', service: 'R&D', job: '', userName: 'eloise.le-grand', temporaryPassword: '' },
    ]);
    expect(csv).toBe(
      [
        "\uFEFFNom,Prénom,Service,Poste,Nom d'utilisateur,Mot de passe temporaire",
        'Durand,Jeanne,Non renseigné,"Comptable, senior",jeanne.durand,Ab3$xyzXYZ12',
        '"Le ""Grand""",Éloïse,R&D,Non renseigné,eloise.le-grand,Renseigné par l\'utilisateur',
        '',
      ].join('\n'),
    );
  });

  it.each([
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+33', "'+33"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['  =1', "  '=1"],
    ['\t=1', "'\t'=1"],
    ['Bob;=HYPERLINK(1)', "Bob;'=HYPERLINK(1)"],
    ['Bob; "=1"', '"Bob; ""\'=1"""'],
    ['Bob,=1', '"Bob,\'=1"'],
    ['Jean-Pierre Durand - Martin', 'Jean-Pierre Durand - Martin'],
    ['Jean', 'Jean'],
  ])('neutralises the formula in %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  // What a spreadsheet may do with a line: split it on any of these, trim the spaces, drop a quote opening the cell.
  const fragmentsOf = (written: string) => [',', ';', '\t', '\n', '\r'].flatMap((separator) => written.split(separator)).map((fragment) => fragment.replace(/^[\p{Zs}"]+/u, ''));

  it.each(spreadsheetHostileValues.map((value) => [value]))('leaves no formula in %j however the line is split', (value) => {
    const written = csvCell(value);
    expect(startsFormula(written)).toBe(false);
    for (const fragment of fragmentsOf(written)) expect(startsFormula(fragment), `${JSON.stringify(written)} → ${JSON.stringify(fragment)}`).toBe(false);
  });

  it('leaves harmless texts as they are', () => {
    for (const value of spreadsheetPlainValues) expect(neutraliseFormulae(value)).toBe(value);
  });

  it('never alters the temporary password, whatever it holds', () => {
    const [, line] = employeesCsv([{ lastName: 'A', firstName: 'B', service: '', job: '', userName: 'b.a', temporaryPassword: '@b3$xyzXYZ12' }]).split('\n');
    expect(line.split(',').at(-1)).toBe('@b3$xyzXYZ12');
  });

  it('builds one table, header first, for the CSV and the .xlsx', () => {
    expect(employeeExportTable([{ lastName: 'Nœl', firstName: 'François', service: '', job: 'Chef', userName: 'francois.noel', temporaryPassword: '' }])).toEqual([
      ['Nom', 'Prénom', 'Service', 'Poste', "Nom d'utilisateur", 'Mot de passe temporaire'],
      ['Nœl', 'François', 'Non renseigné', 'Chef', 'francois.noel', "Renseigné par l'utilisateur"],
    ]);
  });

  it('says an invited employee waits for the invitation, never that the password is the user’s own, until it is accepted', () => {
    const invited = (invitationStatus: EmployeeCsvRow['invitationStatus']) =>
      employeeExportTable([{ lastName: 'Roy', firstName: 'Inès', service: '', job: '', userName: 'ines.roy', temporaryPassword: '', invitationStatus }])[1][5];
    expect(invited('PENDING')).toBe('Invitation envoyée par e-mail');
    expect(invited('NOT_SENT')).toBe('Invitation envoyée par e-mail');
    expect(invited('EXPIRED')).toBe('Invitation expirée');
    expect(invited('ACCEPTED')).toBe("Renseigné par l'utilisateur");
    expect(invited(null)).toBe("Renseigné par l'utilisateur");
  });

  it('names the file after the company, transliterated, and the day', () => {
    expect(employeeExportFileName('Société Démo & Co', new Date(2026, 10, 2), 'csv')).toBe('employees_Societe_Demo___Co_2026-11-02.csv');
    expect(employeeExportFileName('Atelier Éléonore Fils', new Date(2026, 0, 9), 'xlsx')).toBe('employees_Atelier_Eleonore_Fils_2026-01-09.xlsx');
    expect(employeeExportFileName('Bœuf & Æther Ørsted Straße', new Date(2026, 0, 9), 'csv')).toBe('employees_Boeuf___Aether_Orsted_Strasse_2026-01-09.csv');
  });

  it('names the import summary after the company, transliterated like the export: no letter dropped', () => {
    expect(employeeImportSummaryFileName('Société Ørsted & Fils', '2026-11-02')).toBe('import_Societe_Orsted_Fils_2026-11-02.csv');
    expect(employeeImportSummaryFileName('Bœuf Straße', '2026-11-02')).toBe('import_Boeuf_Strasse_2026-11-02.csv');
    expect(employeeImportSummaryFileName('!!!', '2026-11-02')).toBe('import_entreprise_2026-11-02.csv');
  });
});

describe('employee CSV import', () => {
  it('finds the columns whatever their case, accents or order', () => {
    expect(employeeCsvColumns(['\uFEFFNom', 'PRÉNOM', 'Poste'])).toEqual({ lastName: 0, firstName: 1, job: 2 });
    expect(employeeCsvColumns(['first name', 'last name', 'department'])).toEqual({ firstName: 0, lastName: 1, service: 2 });
    expect(employeeCsvColumns(['email', 'nom'])).toBeNull();
  });

  it('tells text from a binary file renamed .csv', () => {
    expect(looksLikeText('Prénom;Nom\nJeanne;Durand\n')).toBe(true);
    expect(looksLikeText('\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR')).toBe(false);
  });
});
