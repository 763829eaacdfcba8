import ExcelJS from 'exceljs';
import { EMPLOYEE_CSV_HEADER } from '@parenthese/shared';

/** Column widths in characters, in the export's order: enough for most names without resizing. */
const COLUMN_WIDTHS = [22, 22, 24, 24, 26, 26];

/**
 * The export's table (header first, `employeeExportTable`) as an .xlsx workbook, built on the server
 * (issue 34 item 12: the browser's writer zipped large files in a `blob:` worker the CSP refuses). Every
 * cell is a text cell formatted '@', so nothing is read as a number, a date or a formula and no value
 * needs an apostrophe; the header is bold and frozen.
 */
export async function employeesXlsx(table: readonly (readonly string[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Employés', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EMPLOYEE_CSV_HEADER.map((_, index) => ({ width: COLUMN_WIDTHS[index], style: { numFmt: '@' } }));
  table.forEach((cells, rowIndex) => {
    const row = sheet.addRow([...cells]);
    row.eachCell((cell) => {
      cell.numFmt = '@';
      if (rowIndex === 0) cell.font = { bold: true };
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
