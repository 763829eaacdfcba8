import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { employeesCsv, type EmployeeCsvRow } from '@parenthese/shared';
import { spreadsheetHostileValues, spreadsheetPlainValues, startsFormula } from '../../../../../../../packages/shared/src/rules/spreadsheet-hostile-values';

// Every hostile and accented text in every text column, beside a real-looking temporary password.
const rows: EmployeeCsvRow[] = [...spreadsheetHostileValues, ...spreadsheetPlainValues].map((value, index) => ({
  lastName: value,
  firstName: index % 2 ? 'Éloïse' : value,
  service: value,
  job: index % 3 ? '' : value,
  userName: `salarie${index}`,
  temporaryPassword: index % 4 ? `Kp3$vX9q!${index}` : '',
}));

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
