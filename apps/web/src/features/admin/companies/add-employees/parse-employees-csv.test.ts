import { describe, expect, it } from 'vitest';
import { csvImportMessages, employeeImportMessages } from '@parenthese/shared';
import { encodingNotice, importRowOf, isCsvFile, readCsvText } from './csv-file';
import { parseEmployeesCsv } from './parse-employees-csv';

const validRows = (result: ReturnType<typeof parseEmployeesCsv>) => (result.isValid ? result.rows : []);

describe('parseEmployeesCsv', () => {
  it('reads `;` files with a BOM and French accents, whatever the column order and case, the email column included', () => {
    const result = parseEmployeesCsv('\uFEFFNOM;Prénom;Département;Fonction;Adresse e-mail\r\nDurand;Zoé;Comptabilité;Comptable;Zoe.Durand@Alpha.fr\r\nLe Bihan;Gaël;;;\r\n');
    expect(result).toEqual({
      isValid: true,
      errorCount: 0,
      mergedCount: 0,
      rows: [
        { line: 2, values: { lastName: 'Durand', firstName: 'Zoé', service: 'Comptabilité', job: 'Comptable', email: 'Zoe.Durand@Alpha.fr' }, errors: [] },
        { line: 3, values: { lastName: 'Le Bihan', firstName: 'Gaël', service: '', job: '', email: '' }, errors: [] },
      ],
    });
    expect(validRows(result).map(importRowOf)).toEqual([
      { line: 2, firstName: 'Zoé', lastName: 'Durand', service: 'Comptabilité', job: 'Comptable', email: 'zoe.durand@alpha.fr' },
      { line: 3, firstName: 'Gaël', lastName: 'Le Bihan', service: '', job: '', email: null },
    ]);
  });

  it.each(['E-mail', 'Email', 'Adresse e-mail', 'Courriel'])('reads the email column named %s', (name) => {
    expect(validRows(parseEmployeesCsv(`Prénom,Nom,${name}\nZoé,Durand,zoe@alpha.fr\n`))[0].values.email).toBe('zoe@alpha.fr');
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

  it('refuses a cell starting a formula, even after spaces, and an email given twice (on its second line)', () => {
    const result = parseEmployeesCsv('Prénom;Nom;Service;E-mail\nZoé;Durand;  =HYPERLINK("http://x");zoe@alpha.fr\nMarc;Petit;@SUM(A1);\nLéa;Moreau;;ZOE@alpha.fr\n');
    expect(validRows(result).map(({ line, errors }) => [line, errors])).toEqual([
      [2, [employeeImportMessages.formula]],
      [3, [employeeImportMessages.formula]],
      [4, [employeeImportMessages.emailRepeated(2)]],
    ]);
  });

  it("refuses the export's neutralised formula ('=1+2) and full-width signs, as the server does (issue 34 item 13)", () => {
    const result = parseEmployeesCsv("Prénom;Nom\n'=1+2;Durand\nMarc;\uFF1D1+2\nD'Arc;Jeanne\n");
    expect(validRows(result).map(({ line, errors }) => [line, errors])).toEqual([
      [2, [employeeImportMessages.formula]],
      [3, [employeeImportMessages.formula]],
      [4, []],
    ]);
  });

  it('marks a line repeating an earlier person (same names, and same email or service) as a duplicate, not an error', () => {
    const result = parseEmployeesCsv('Prénom;Nom;Service;Poste\nZoé;Durand;Paie;Chef\nZOE;durand;paie;Adjointe\nZoé;Durand;Achats;Chef\n');
    expect(result.isValid && result.errorCount).toBe(0);
    expect(validRows(result).map((row) => row.duplicateOfLine)).toEqual([undefined, 2, undefined]);
  });

  it('merges a line identical to an earlier one silently, and keeps namesakes with other emails, named for review (issue 34 item 13)', () => {
    const result = parseEmployeesCsv('Prénom;Nom;Service;E-mail\nZoé;Durand;Paie;zoe.a@alpha.fr\nZoé;Durand;Paie;zoe.a@alpha.fr\nZoé;Durand;Paie;zoe.b@alpha.fr\nMarc;Petit;;\nmarc;PETIT;;\n');
    expect(result.isValid && [result.errorCount, result.mergedCount]).toEqual([0, 2]);
    expect(validRows(result).map(({ line, errors, duplicateOfLine, namesakeOfLine }) => [line, errors, duplicateOfLine, namesakeOfLine])).toEqual([
      [2, [], undefined, undefined],
      [4, [], undefined, 2],
      [5, [], undefined, undefined],
    ]);
  });

  it('refuses wrong columns, an empty file, more than 10,000 employees and a binary file', () => {
    expect(parseEmployeesCsv('Nom complet;Email\nLéa Moreau;lea@exemple.fr\n')).toEqual({ isValid: false, fileError: csvImportMessages.missingColumns });
    expect(parseEmployeesCsv('Prénom;Nom\n\n')).toEqual({ isValid: false, fileError: csvImportMessages.empty });
    expect(parseEmployeesCsv('')).toEqual({ isValid: false, fileError: csvImportMessages.empty });
    const lines = (count: number) => ['Prénom;Nom', ...Array.from({ length: count }, (_, index) => `Prénom${index};Nom${index}`)].join('\n');
    expect(validRows(parseEmployeesCsv(lines(10_000)))).toHaveLength(10_000);
    expect(parseEmployeesCsv(lines(10_001))).toEqual({ isValid: false, fileError: employeeImportMessages.tooManyRowsInFile(10_001) });
    expect(employeeImportMessages.tooManyRowsInFile(10_001)).toBe('Le fichier contient 10\u202f001 employés : 10\u202f000 au plus par import. Découpez-le en plusieurs fichiers.');
    expect(parseEmployeesCsv('\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR')).toEqual({ isValid: false, fileError: csvImportMessages.notText });
  });

  it('accepts text/csv or a .csv name only', () => {
    expect(isCsvFile({ name: 'salaries.CSV', type: '' })).toBe(true);
    expect(isCsvFile({ name: 'export', type: 'text/csv' })).toBe(true);
    expect(isCsvFile({ name: 'salaries.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })).toBe(false);
  });
});

describe('readCsvText', () => {
  const utf16 = (text: string, endian: 'le' | 'be', withBom: boolean) => {
    const bytes: number[] = withBom ? (endian === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]) : [];
    for (const character of text) {
      const code = character.charCodeAt(0);
      bytes.push(...(endian === 'le' ? [code & 0xff, code >> 8] : [code >> 8, code & 0xff]));
    }
    return new Blob([new Uint8Array(bytes)]);
  };

  it('decodes UTF-8 with or without BOM, and says nothing about it', async () => {
    expect(await readCsvText(new Blob([new Uint8Array([0xef, 0xbb, 0xbf, 0x5a, 0x6f, 0xc3, 0xa9])]))).toEqual({ text: 'Zoé', encoding: 'utf-8' });
    expect(await readCsvText(new Blob([new Uint8Array([0x5a, 0x6f, 0xc3, 0xa9])]))).toEqual({ text: 'Zoé', encoding: 'utf-8' });
    expect(encodingNotice('utf-8')).toBeNull();
  });

  it('decodes Windows-1252 when the bytes are not UTF-8, and says so', async () => {
    // « Zoé;Gaël;Œuvre » as French Excel saves it.
    expect(await readCsvText(new Blob([new Uint8Array([0x5a, 0x6f, 0xe9, 0x3b, 0x47, 0x61, 0xeb, 0x6c, 0x3b, 0x8c, 0x75, 0x76, 0x72, 0x65])]))).toEqual({
      text: 'Zoé;Gaël;Œuvre',
      encoding: 'windows-1252',
    });
    expect(encodingNotice('windows-1252')).toBe(csvImportMessages.readAsWindows1252);
  });

  it('decodes UTF-16 by its BOM, or by its zero bytes without one, and the file parses', async () => {
    const text = 'Prénom\tNom\r\nZoé\tDurand\r\n';
    for (const [endian, withBom] of [
      ['le', true],
      ['be', true],
      ['le', false],
    ] as const) {
      const read = await readCsvText(utf16(text, endian, withBom));
      expect(read).toEqual({ text, encoding: `utf-16${endian}` });
      expect(validRows(parseEmployeesCsv(read.text))[0].values).toMatchObject({ firstName: 'Zoé', lastName: 'Durand' });
    }
    expect(encodingNotice('utf-16le')).toBe(csvImportMessages.readAsUtf16);
  });
});
