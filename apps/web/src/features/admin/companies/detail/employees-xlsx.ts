import { EMPLOYEE_CSV_HEADER } from '@parenthese/shared';

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Column widths in characters, in the export's order: enough for most names without resizing. */
const COLUMN_WIDTHS = [22, 22, 24, 24, 26, 26];

/**
 * The export's table (header first, `employeeExportTable`) as an .xlsx workbook: every cell a text cell
 * in a column formatted as text ('@'), so nothing is read as a number, a date or a formula and no value
 * needs an apostrophe; the header bold and frozen. exceljs (about 250 kB compressed) is loaded here, on
 * the first click, so no page carries it.
 */
export async function employeesXlsx(table: readonly (readonly string[])[]): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Parenthèse';
  const sheet = workbook.addWorksheet('Employés', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EMPLOYEE_CSV_HEADER.map((_, index) => ({ width: COLUMN_WIDTHS[index], style: { numFmt: '@' } }));
  for (const cells of table) sheet.addRow([...cells]);
  sheet.getRow(1).font = { bold: true };
  const written = await workbook.xlsx.writeBuffer();
  return written as ArrayBuffer;
}
