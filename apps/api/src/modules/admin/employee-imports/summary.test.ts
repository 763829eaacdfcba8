import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { EMPLOYEE_CSV_HEADER, employeesCsv } from '@parenthese/shared';
import { importSummaryCsv } from './summary';

const accounts = [
  { firstName: 'Inès', lastName: 'Roy', service: 'RH', job: '', username: 'ines.roy', email: 'ines@alpha.fr', temporaryPassword: null },
  { firstName: 'Zoé', lastName: 'Nœl, dite « la grande »', service: '', job: 'Comptable', username: 'zoe.noel', email: null, temporaryPassword: '@Kp3$vX9q!x2Tz' },
];

describe('the import summary', () => {
  it('is written in the export’s dialect: byte order mark, commas, line feeds, the export’s columns in its order, then the email', () => {
    const csv = importSummaryCsv(accounts, { created: 2, invited: 1, skipped: 3 });
    const export_ = employeesCsv([{ lastName: 'Roy', firstName: 'Inès', service: '', job: '', userName: 'ines.roy', temporaryPassword: 'x' }]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).not.toContain('\r');
    expect(csv).not.toContain(';');
    expect(csv.split('\n')[0]).toBe(`${export_.split('\n')[0]},Adresse e-mail`);
    const { data, errors } = Papa.parse<string[]>(csv.slice(1), { delimiter: ',', skipEmptyLines: true });
    expect(errors).toEqual([]);
    expect(data[0]).toEqual([...EMPLOYEE_CSV_HEADER, 'Adresse e-mail']);
    expect(data[1]).toEqual(['Roy', 'Inès', 'RH', 'Non renseigné', 'ines.roy', 'Invitation envoyée par e-mail', 'ines@alpha.fr']);
    // The password as generated, never altered, though it starts with @.
    expect(data[2]).toEqual(['Nœl, dite « la grande »', 'Zoé', 'Non renseigné', 'Comptable', 'zoe.noel', '@Kp3$vX9q!x2Tz', '']);
    expect(data.slice(3)).toEqual([
      ['Employés créés', '2'],
      ['Dont invités par e-mail', '1'],
      ['Lignes écartées (doublons)', '3'],
    ]);
  });
});
