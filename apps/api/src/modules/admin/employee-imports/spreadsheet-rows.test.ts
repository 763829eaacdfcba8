import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import JSZip from 'jszip';
import { csvImportMessages, EMPLOYEES_PER_FILE, employeeExportTable, employeeImportMessages, IMPORT_FILE_MAX_BYTES } from '@parenthese/shared';
import { createCompany } from '../../../../test/support/factories';
import { createTestAppWithAdmin } from '../../../../test/support/admin-test-app';
import { multipartFile, SAMPLE_PDF } from '../../../../test/support/billing';
import type { TestApp } from '../../../../test/support/test-app';
import { employeesXlsx } from '../employees/employees-xlsx';

let testApp: TestApp;
let authorization: string;
let companyId: string;
beforeAll(async () => {
  ({ testApp, authorization } = await createTestAppWithAdmin('SITE'));
  companyId = (await createCompany(testApp.db)).id;
});
afterAll(async () => testApp.close());

const rowsUrl = (company: string) => `/api/admin/companies/${company}/employee-imports/xlsx-rows`;

async function postFile(bytes: Buffer, fileName = 'employes.xlsx', company = companyId) {
  const file = multipartFile(fileName, bytes);
  const response = await testApp.app.inject({ method: 'POST', url: rowsUrl(company), headers: { authorization, ...file.headers }, payload: file.payload });
  return { statusCode: response.statusCode, body: response.json() };
}

async function workbookOf(fill: (sheet: ExcelJS.Worksheet) => void, options: { sheets?: number } = {}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Feuille 1');
  fill(sheet);
  for (let index = 1; index < (options.sheets ?? 1); index += 1) workbook.addWorksheet(`Autre ${index}`).addRow(['Prénom', 'Nom']).commit();
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('reading an .xlsx for the import (issue 34 item 14)', () => {
  it('round-trips the export: the rows of the file written by the export come back as its table, with their row numbers', async () => {
    const table = employeeExportTable([
      { lastName: 'Durand', firstName: 'Zoé', service: 'Comptabilité', job: '', userName: 'zoe.durand', temporaryPassword: 'Abc-123-xyz' },
      { lastName: 'Le Bihan', firstName: 'Gaël', service: '', job: 'Technicien, senior', userName: 'gael.le-bihan', temporaryPassword: '' },
      { lastName: 'Ørsted', firstName: 'Hélène "Léna"', service: 'R&D ; Qualité', job: '42', userName: 'helene.orsted', temporaryPassword: '' },
    ]);
    const { statusCode, body } = await postFile(await employeesXlsx(table));
    expect(statusCode).toBe(200);
    expect(body).toEqual({ rows: table.map((cells, index) => ({ line: index + 1, cells })) });
  });

  it('gives each cell as it is shown, never evaluated: a formula as its text, dates, numbers, rich text, links; blank rows keep the numbering', async () => {
    const bytes = await workbookOf(
      (sheet) => {
        sheet.addRow(['Prénom', 'Nom', 'Service', 'Poste', 'E-mail']);
        sheet.addRow(['Zoé', { formula: 'A3&"x"', result: 'Marcx' }, new Date(Date.UTC(2026, 2, 5)), 12.5, { text: 'zoe@alpha.fr', hyperlink: 'mailto:zoe@alpha.fr' }]);
        sheet.addRow(['Marc', { richText: [{ text: 'Pe' }, { font: { bold: true }, text: 'tit' }] }, true, null, { error: '#N/A' }]);
        sheet.addRow([]);
        sheet.getCell('B6').value = 'Seul';
        sheet.getCell('A6').value = { sharedFormula: 'B2', result: 'x' } as unknown as ExcelJS.CellValue;
      },
      { sheets: 2 },
    );
    const { statusCode, body } = await postFile(bytes);
    expect(statusCode).toBe(200);
    expect(body.rows).toEqual([
      { line: 1, cells: ['Prénom', 'Nom', 'Service', 'Poste', 'E-mail'] },
      { line: 2, cells: ['Zoé', '=A3&"x"', '05/03/2026', '12.5', 'zoe@alpha.fr'] },
      { line: 3, cells: ['Marc', 'Petit', 'VRAI', '', '#N/A'] },
      { line: 6, cells: [expect.stringMatching(/^=/), 'Seul'] },
    ]);
  });

  it('refuses a file that is not an .xlsx, whatever its name, an empty workbook, and a missing file, in French', async () => {
    expect(await postFile(SAMPLE_PDF)).toEqual({ statusCode: 400, body: { code: 'BAD_REQUEST', message: csvImportMessages.notXlsx, errors: { file: csvImportMessages.notXlsx } } });
    expect((await postFile(Buffer.from('Prénom;Nom\nZoé;Durand\n'), 'employes.csv')).body.message).toBe(csvImportMessages.notXlsx);
    expect(await postFile(Buffer.alloc(0))).toEqual({ statusCode: 400, body: { code: 'BAD_REQUEST', message: csvImportMessages.xlsxEmpty, errors: { file: csvImportMessages.xlsxEmpty } } });
    expect(await postFile(await workbookOf(() => {}))).toEqual({ statusCode: 400, body: { code: 'BAD_REQUEST', message: csvImportMessages.xlsxEmpty, errors: { file: csvImportMessages.xlsxEmpty } } });
    const json = await testApp.app.inject({ method: 'POST', url: rowsUrl(companyId), headers: { authorization }, payload: { rows: [] } });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(csvImportMessages.xlsxMissing);
  });

  it('answers 404 for an unknown company', async () => {
    const { statusCode } = await postFile(await employeesXlsx(employeeExportTable([])), 'employes.xlsx', '00000000-0000-4000-8000-000000000000');
    expect(statusCode).toBe(404);
  });

  it('refuses more employees than an import takes, with the CSV’s sentence, and a file over 8 MB', async () => {
    const tooMany = await workbookOf((sheet) => {
      sheet.addRow(['Prénom', 'Nom']);
      for (let index = 0; index <= EMPLOYEES_PER_FILE; index += 1) sheet.addRow(['Zoé', `Durand${index}`]);
    });
    const message = employeeImportMessages.tooManyRowsInFile(EMPLOYEES_PER_FILE + 1);
    expect(await postFile(tooMany)).toEqual({ statusCode: 400, body: { code: 'BAD_REQUEST', message, errors: { file: message } } });

    const large = await postFile(Buffer.concat([await workbookOf((sheet) => sheet.addRow(['Prénom', 'Nom'])), Buffer.alloc(IMPORT_FILE_MAX_BYTES)]));
    expect(large).toEqual({ statusCode: 413, body: { code: 'PAYLOAD_TOO_LARGE', message: csvImportMessages.tooLarge, errors: { file: csvImportMessages.tooLarge } } });
  }, 60_000);

  it('refuses a small file that would unzip to more than 64 MB (a zip bomb) before inflating it', async () => {
    const zip = await JSZip.loadAsync(await workbookOf((sheet) => sheet.addRow(['Prénom', 'Nom'])));
    zip.file('xl/media/filler.bin', Buffer.alloc(65 * 1024 * 1024));
    const bomb = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(bomb.length).toBeLessThan(IMPORT_FILE_MAX_BYTES);
    expect(await postFile(bomb)).toEqual({ statusCode: 400, body: { code: 'BAD_REQUEST', message: csvImportMessages.tooLarge, errors: { file: csvImportMessages.tooLarge } } });

    // The same bomb whose directory lies (a few bytes declared for the filler): refused by what it inflates to.
    const lying = Buffer.from(bomb);
    const name = Buffer.from('xl/media/filler.bin');
    for (const signature of [0x04034b50, 0x02014b50]) {
      for (let offset = lying.indexOf(name); offset >= 0; offset = lying.indexOf(name, offset + 1)) {
        // The local header (30 bytes before its name) and the central directory's entry (46 bytes before) hold the uncompressed size at +22 and +24.
        for (const [before, sizeAt] of [
          [30, 22],
          [46, 24],
        ] as const) {
          const start = offset - before;
          if (start >= 0 && lying.readUInt32LE(start) === signature) lying.writeUInt32LE(16, start + sizeAt);
        }
      }
    }
    expect(await postFile(lying)).toEqual({ statusCode: 400, body: { code: 'BAD_REQUEST', message: csvImportMessages.tooLarge, errors: { file: csvImportMessages.tooLarge } } });
  }, 60_000);

  it('never answers 500: random bytes, a truncated workbook and a workbook with bytes altered are refused with a French 400', async () => {
    const valid = await employeesXlsx(employeeExportTable([{ lastName: 'Durand', firstName: 'Zoé', service: '', job: '', userName: 'zoe.durand', temporaryPassword: 'x' }]));
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 4096 }), async (bytes) => {
        const { statusCode, body } = await postFile(Buffer.from(bytes));
        expect(statusCode).toBe(400);
        expect(body.message).toMatch(/classeur|fichier/i);
      }),
      { numRuns: 40 },
    );
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: valid.length - 1 }), async (length) => {
        const { statusCode, body } = await postFile(valid.subarray(0, length));
        expect(statusCode).toBe(400);
        expect(body.message).toBe(csvImportMessages.notXlsx);
      }),
      { numRuns: 40 },
    );
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: valid.length - 1 }), fc.integer({ min: 0, max: 255 }), async (position, byte) => {
        const altered = Buffer.from(valid);
        altered[position] = byte;
        const { statusCode } = await postFile(altered);
        expect([200, 400]).toContain(statusCode);
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
