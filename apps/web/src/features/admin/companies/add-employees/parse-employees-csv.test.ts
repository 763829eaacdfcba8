import { describe, expect, it } from 'vitest';
import { csvImportMessages } from '@parenthese/shared';
import { employeesToImport, isCsvFile, readCsvText } from './csv-file';
import { parseEmployeesCsv } from './parse-employees-csv';

const validRows = (result: ReturnType<typeof parseEmployeesCsv>) => (result.isValid ? result.rows : []);

describe('parseEmployeesCsv', () => {
  it('reads `;` files with a BOM and French accents, whatever the column order and case', () => {
    const result = parseEmployeesCsv('\uFEFFNOM;Prénom;Département;Fonction\r\nDurand;Zoé;Comptabilité;Comptable\r\nLe Bihan;Gaël;;\r\n');
    expect(result).toEqual({
      isValid: true,
      errorCount: 0,
      rows: [
        { line: 2, values: { lastName: 'Durand', firstName: 'Zoé', service: 'Comptabilité', job: 'Comptable' }, errors: [] },
        { line: 3, values: { lastName: 'Le Bihan', firstName: 'Gaël', service: '', job: '' }, errors: [] },
      ],
    });
  });

  it('reads `,` files with quoted cells and without the optional columns', () => {
    const rows = validRows(parseEmployeesCsv('first name,last name\n"Marie, dite Mimi",O\'Neil\n'));
    expect(employeesToImport(rows)).toEqual([{ firstName: 'Marie, dite Mimi', lastName: "O'Neil", service: '', job: '' }]);
  });

  it('names every faulty line with its number in the file, blank lines counted but not read', () => {
    const result = parseEmployeesCsv('Prénom;Nom\nLéa;Moreau\n\n;Petit\nJean;\n' + `${'x'.repeat(51)};Long\n`);
    expect(result.isValid && result.errorCount).toBe(3);
    expect(validRows(result).map(({ line, errors }) => [line, errors])).toEqual([
      [2, []],
      [4, ['Le prénom est requis']],
      [5, ['Le nom est requis']],
      [6, ['Maximum 50 caractères']],
    ]);
  });

  it('refuses wrong columns, an empty file, more than 500 employees and a binary file', () => {
    expect(parseEmployeesCsv('Nom complet;Email\nLéa Moreau;lea@exemple.fr\n')).toEqual({ isValid: false, fileError: csvImportMessages.missingColumns });
    expect(parseEmployeesCsv('Prénom;Nom\n\n')).toEqual({ isValid: false, fileError: csvImportMessages.empty });
    expect(parseEmployeesCsv('')).toEqual({ isValid: false, fileError: csvImportMessages.empty });
    const tenThousand = ['Prénom;Nom', ...Array.from({ length: 10_000 }, (_, index) => `Prénom${index};Nom${index}`)].join('\n');
    expect(parseEmployeesCsv(tenThousand)).toEqual({ isValid: false, fileError: csvImportMessages.tooManyRows(500) });
    expect(parseEmployeesCsv('\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR')).toEqual({ isValid: false, fileError: csvImportMessages.notText });
  });

  it('accepts text/csv or a .csv name only', () => {
    expect(isCsvFile({ name: 'salaries.CSV', type: '' })).toBe(true);
    expect(isCsvFile({ name: 'export', type: 'text/csv' })).toBe(true);
    expect(isCsvFile({ name: 'salaries.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })).toBe(false);
  });

  it('decodes UTF-8, and Windows-1252 when the bytes are not UTF-8', async () => {
    expect(await readCsvText(new Blob([new Uint8Array([0xef, 0xbb, 0xbf, 0x5a, 0x6f, 0xc3, 0xa9])]))).toBe('Zoé');
    expect(await readCsvText(new Blob([new Uint8Array([0x5a, 0x6f, 0xe9])]))).toBe('Zoé');
  });
});
