import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { fileTypeFromBuffer } from 'file-type';
import { csvImportMessages, EMPLOYEES_PER_FILE, employeeImportMessages, type EmployeeSpreadsheetRows } from '@parenthese/shared';
import { AppError, badRequest } from '../../../lib/app-error';

/**
 * What the parts of an .xlsx may hold once unzipped: 10,000 rows of six long cells take a few MB of
 * XML; a file holding far more is a zip bomb, refused before exceljs inflates it.
 */
const MAX_UNZIPPED_BYTES = 64 * 1024 * 1024;
/** An import names five columns; the rest of a wide sheet is not sent back. */
const MAX_COLUMNS = 100;

const refuse = (message: string) => badRequest(message, { file: message });
const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A cell as a French spreadsheet shows it, never evaluated: a formula gives its own text ('=A1&B1'),
 * which the import's formula rule then refuses as it does in a CSV; a date its day (exceljs reads
 * dates as UTC midnights), rich text and links their text, a boolean VRAI/FAUX, an error its code.
 */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'VRAI' : 'FAUX';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : `${twoDigits(value.getUTCDate())}/${twoDigits(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
  if ('formula' in value && typeof value.formula === 'string') return `=${value.formula}`;
  if ('sharedFormula' in value && typeof value.sharedFormula === 'string') return `=${value.sharedFormula}`;
  if ('richText' in value && Array.isArray(value.richText)) return value.richText.map((run) => run.text ?? '').join('');
  if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : cellText(value.text as ExcelJS.CellValue);
  if ('error' in value) return String(value.error);
  return '';
}

/**
 * The archive's parts inflated as streams within a byte budget, before exceljs inflates them without one:
 * a zip bomb is refused by what it inflates to, whatever sizes its directory declares (jszip compares
 * them only once a part is inflated). The parts are small (an 8 MB file at most), so inflating them
 * twice costs little, and a bomb stops at the budget.
 */
async function assertReasonableArchive(bytes: Buffer): Promise<void> {
  const zip = await JSZip.loadAsync(bytes);
  let total = 0;
  for (const entry of Object.values(zip.files)) {
    if (entry.dir) continue;
    await new Promise<void>((resolve, reject) => {
      const stream = entry.nodeStream('nodebuffer');
      stream.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (total <= MAX_UNZIPPED_BYTES) return;
        stream.pause();
        reject(refuse(csvImportMessages.tooLarge));
      });
      stream.on('error', () => reject(refuse(csvImportMessages.notXlsx)));
      stream.on('end', () => resolve());
    });
  }
}

/**
 * The first worksheet of an .xlsx as the import's rows (issue 34 item 14): checked by its magic bytes,
 * read with exceljs (the export's library), each non-blank row's cells as text with its row number. The
 * browser runs the CSV's checks on them. Any unreadable file answers a French 400, never a 500.
 */
export async function readSpreadsheetRows(bytes: Buffer): Promise<EmployeeSpreadsheetRows> {
  if (bytes.length === 0) throw refuse(csvImportMessages.xlsxEmpty);
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (detected?.ext !== 'xlsx') throw refuse(csvImportMessages.notXlsx);

  const workbook = new ExcelJS.Workbook();
  try {
    await assertReasonableArchive(bytes);
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refuse(csvImportMessages.notXlsx);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw refuse(csvImportMessages.xlsxEmpty);

  const rows: EmployeeSpreadsheetRows['rows'] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, columnNumber) => {
      if (columnNumber <= MAX_COLUMNS) cells[columnNumber - 1] = cellText(cell.value);
    });
    const texts = Array.from(cells, (cell) => cell ?? '');
    if (texts.some((cell) => cell.trim() !== '')) rows.push({ line: rowNumber, cells: texts });
  });
  if (rows.length === 0) throw refuse(csvImportMessages.xlsxEmpty);
  // The header, then at most the import's limit of employees: the same sentence as the CSV's.
  if (rows.length - 1 > EMPLOYEES_PER_FILE) throw refuse(employeeImportMessages.tooManyRowsInFile(rows.length - 1));
  return { rows };
}
