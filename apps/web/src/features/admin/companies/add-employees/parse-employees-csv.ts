import Papa from 'papaparse';
import {
  csvImportMessages,
  duplicatesWithinList,
  employeeCsvColumns,
  employeeImportMessages,
  employeeImportRowSchema,
  EMPLOYEES_PER_FILE,
  identicalRows,
  looksLikeText,
  namesakesWithinList,
  repeatedEmails,
} from '@parenthese/shared';
import type { CsvEmployeeValues, CsvPreviewRow } from './csv-file';

export type CsvParseResult = { isValid: false; fileError: string } | { isValid: true; rows: CsvPreviewRow[]; errorCount: number; mergedCount: number };

/** `;` when the header line has more of them than commas (a French Excel export), otherwise `,`. */
function delimiterOf(content: string): ',' | ';' | '\t' {
  const headerLine = content.split(/\r\n|\n|\r/).find((line) => line.trim() !== '') ?? '';
  const count = (character: string) => headerLine.split(character).length - 1;
  // Excel's « Texte Unicode » (UTF-16) separates with tabs.
  if (count('\t') > count(';') && count('\t') > count(',')) return '\t';
  return count(';') > count(',') ? ';' : ',';
}

const isBlankRecord = (record: string[]) => record.every((cell) => cell.trim() === '');

/**
 * Reads an import file with papaparse: `,`, `;` or tab as the header line uses, a header naming at least
 * Prénom and Nom (Service, Poste and E-mail optional), at most EMPLOYEES_PER_FILE employees. Each line is
 * checked with the rule the server applies (a cell starting a formula included), an email given twice
 * is an error on its second line, a line identical to an earlier one is merged into it, a line repeating
 * an earlier person is marked as a duplicate for the administrator to keep or drop, and a namesake with
 * another email is kept and named for review.
 */
export function parseEmployeesCsv(text: string): CsvParseResult {
  const content = text.replace(/^\uFEFF/, '');
  if (!looksLikeText(content.slice(0, 8192))) return { isValid: false, fileError: csvImportMessages.notText };

  const parsed = Papa.parse<string[]>(content, { delimiter: delimiterOf(content), skipEmptyLines: false });
  // Line numbers as a spreadsheet shows them: the header is line 1; blank lines keep their number.
  const records = parsed.data.map((record, index) => ({ record, line: index + 1 })).filter(({ record }) => !isBlankRecord(record));
  const [header, ...lines] = records;
  if (!header) return { isValid: false, fileError: csvImportMessages.empty };
  const columns = employeeCsvColumns(header.record);
  if (!columns) return { isValid: false, fileError: csvImportMessages.missingColumns };
  if (lines.length === 0) return { isValid: false, fileError: csvImportMessages.empty };
  if (lines.length > EMPLOYEES_PER_FILE) return { isValid: false, fileError: employeeImportMessages.tooManyRowsInFile(lines.length) };

  const malformedRows = new Set(parsed.errors.filter((error) => error.type === 'Quotes').map((error) => error.row));
  const cell = (record: string[], index: number | undefined) => (index === undefined ? '' : (record[index] ?? ''));
  const allRows = lines.map(({ record, line }): CsvPreviewRow => {
    const values: CsvEmployeeValues = {
      firstName: cell(record, columns.firstName),
      lastName: cell(record, columns.lastName),
      service: cell(record, columns.service),
      job: cell(record, columns.job),
      email: cell(record, columns.email),
    };
    const errors: string[] = [];
    if (malformedRows.has(line - 1)) errors.push('Guillemets mal fermés sur cette ligne');
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
