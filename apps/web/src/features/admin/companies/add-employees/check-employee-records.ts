import {
  csvImportMessages,
  duplicatesWithinList,
  employeeCsvColumns,
  employeeImportMessages,
  employeeImportRowSchema,
  EMPLOYEES_PER_FILE,
  identicalRows,
  namesakesWithinList,
  repeatedEmails,
} from '@parenthese/shared';
import type { CsvEmployeeValues, CsvPreviewRow } from './csv-file';

export type CsvParseResult = { isValid: false; fileError: string } | { isValid: true; rows: CsvPreviewRow[]; errorCount: number; mergedCount: number };

/** A non-blank line of the file: its cells as text and its line number as a spreadsheet shows it. */
export type EmployeeRecord = { cells: string[]; line: number };

/**
 * The checks of an import file once read, whether a CSV (papaparse) or an .xlsx (read on the server):
 * a header naming at least Prénom and Nom (Service, Poste and E-mail optional), at most
 * EMPLOYEES_PER_FILE employees. Each line is checked with the rule the server applies (a cell starting
 * a formula included), an email given twice is an error on its second line, a line identical to an
 * earlier one is merged into it, a line repeating an earlier person is marked as a duplicate for the
 * administrator to keep or drop, and a namesake with another email is kept and named for review.
 * `malformedLines`: lines whose quotes the CSV parser found unclosed.
 */
export function checkEmployeeRecords(records: readonly EmployeeRecord[], malformedLines: ReadonlySet<number> = new Set()): CsvParseResult {
  const [header, ...lines] = records;
  if (!header) return { isValid: false, fileError: csvImportMessages.empty };
  const columns = employeeCsvColumns(header.cells);
  if (!columns) return { isValid: false, fileError: csvImportMessages.missingColumns };
  if (lines.length === 0) return { isValid: false, fileError: csvImportMessages.empty };
  if (lines.length > EMPLOYEES_PER_FILE) return { isValid: false, fileError: employeeImportMessages.tooManyRowsInFile(lines.length) };

  const cell = (cells: string[], index: number | undefined) => (index === undefined ? '' : (cells[index] ?? ''));
  const allRows = lines.map(({ cells, line }): CsvPreviewRow => {
    const values: CsvEmployeeValues = {
      firstName: cell(cells, columns.firstName),
      lastName: cell(cells, columns.lastName),
      service: cell(cells, columns.service),
      job: cell(cells, columns.job),
      email: cell(cells, columns.email),
    };
    const errors: string[] = [];
    if (malformedLines.has(line)) errors.push('Guillemets mal fermés sur cette ligne');
    const result = employeeImportRowSchema.safeParse(values);
    if (!result.success) errors.push(...new Set(result.error.issues.map((issue) => issue.message)));
    return { line, values, errors };
  });

  // The same line given twice is merged silently (issue 34 item 13): only the first one stays.
  const identical = identicalRows(allRows.map((row) => row.values));
  const rows = allRows.filter((_, index) => !identical.has(index));
  for (const [index, first] of repeatedEmails(rows.map((row) => row.values))) rows[index].errors.push(employeeImportMessages.emailRepeated(rows[first].line));
  for (const [index, first] of duplicatesWithinList(rows.map((row) => row.values))) rows[index].duplicateOfLine = rows[first].line;
  for (const [index, first] of namesakesWithinList(rows.map((row) => row.values))) rows[index].namesakeOfLine = rows[first].line;
  return { isValid: true, rows, errorCount: rows.filter((row) => row.errors.length > 0).length, mergedCount: identical.size };
}
