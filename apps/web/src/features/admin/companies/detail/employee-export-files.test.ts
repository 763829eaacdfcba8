import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { employeeExportTable, employeesCsv, type EmployeeCsvRow } from '@parenthese/shared';
import { spreadsheetHostileValues, spreadsheetPlainValues, startsFormula } from '../../../../../../../packages/shared/src/rules/spreadsheet-hostile-values';
import { employeesXlsx } from './employees-xlsx';

// Every hostile and accented text in every text column, beside a real-looking temporary password.
const rows: EmployeeCsvRow[] = [...spreadsheetHostileValues, ...spreadsheetPlainValues].map((value, index) => ({
  lastName: value,
  firstName: index % 2 ? 'Éloïse' : value,
  service: value,
  job: index % 3 ? '' : value,
  userName: `salarie${index}`,
  temporaryPassword: index % 4 ? `Kp3$vX9q!${index}` : '',
}));

/** A Blob's bytes (jsdom's Blob has no arrayBuffer()). */
const bytesOf = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });

describe('the .xlsx export', () => {
  it('reads back, in exceljs, with the same texts, as text cells formatted as text, header bold and frozen', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await bytesOf(await employeesXlsx(employeeExportTable(rows))));
    const sheet = workbook.worksheets[0];
    const table = employeeExportTable(rows);
    expect(sheet.rowCount).toBe(table.length);
    table.forEach((cells, rowIndex) => {
      cells.forEach((value, columnIndex) => {
        const cell = sheet.getRow(rowIndex + 1).getCell(columnIndex + 1);
        expect(cell.type, `${rowIndex},${columnIndex}`).toBe(ExcelJS.ValueType.String);
        expect(cell.value).toBe(value);
        expect(cell.formula).toBeFalsy();
        // Formatted as text: a value typed over it later is not read as a formula either.
        expect(cell.numFmt).toBe('@');
      });
    });
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });
});

describe('the CSV export', () => {
  const csv = employeesCsv(rows);

  it('starts with a UTF-8 byte order mark and reads back, split on commas, with every accent', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const { data, errors } = Papa.parse<string[]>(csv.slice(1), { delimiter: ',', skipEmptyLines: true });
    expect(errors).toEqual([]);
    expect(data).toHaveLength(rows.length + 1);
    expect(data[0]).toEqual(['Nom', 'Prénom', 'Service', 'Poste', "Nom d'utilisateur", 'Mot de passe temporaire']);
    for (const value of spreadsheetPlainValues) expect(data.some((cells) => cells[0] === value)).toBe(true);
    // The temporary passwords come back as they were given.
    rows.forEach((row, index) => row.temporaryPassword && expect(data[index + 1][5]).toBe(row.temporaryPassword));
  });

  // A spreadsheet told the wrong separator either honours the quotes (papaparse's default) or splits every line bluntly.
  it.each([',', ';', '\t'])('has no cell that starts a formula when a spreadsheet splits it on %j', (delimiter) => {
    const quoted = Papa.parse<string[]>(csv.slice(1), { delimiter, skipEmptyLines: true }).data.flat();
    const blunt = csv
      .slice(1)
      .split(/\r\n|\n|\r/)
      .flatMap((line) => line.split(delimiter));
    expect(blunt.length).toBeGreaterThan(rows.length);
    for (const cell of [...quoted, ...blunt]) {
      expect(startsFormula(cell), JSON.stringify(cell)).toBe(false);
      // With the spaces and an opening quote a spreadsheet may drop.
      expect(startsFormula(cell.replace(/^[\s"]+/, '')), JSON.stringify(cell)).toBe(false);
    }
  });
});
