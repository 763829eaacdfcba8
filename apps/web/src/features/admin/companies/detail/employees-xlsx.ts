import { EMPLOYEE_CSV_HEADER } from '@parenthese/shared';

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Column widths in characters, in the export's order: enough for most names without resizing. */
const COLUMN_WIDTHS = [22, 22, 24, 24, 26, 26];

/**
 * The export's table (header first, `employeeExportTable`) as an .xlsx workbook: every cell a text cell
 * (type String, format '@'), so nothing is read as a number, a date or a formula and no value needs an
 * apostrophe; the header bold and frozen. The writer (write-excel-file, about 15 kB compressed; decision
 * 0032 says why not exceljs) is loaded here, on the first click, so no page carries it.
 */
export async function employeesXlsx(table: readonly (readonly string[])[]): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const sheetData = table.map((cells, row) => cells.map((value) => ({ value, type: String, format: '@', ...(row === 0 ? { fontWeight: 'bold' as const } : {}) })));
  const file = writeXlsxFile(sheetData, { sheet: 'Employés', columns: EMPLOYEE_CSV_HEADER.map((_, index) => ({ width: COLUMN_WIDTHS[index] })), stickyRowsCount: 1 });
  return file.toBlob();
}
