import Papa from 'papaparse';
import { csvImportMessages, employeeCsvColumns, EMPLOYEES_PER_IMPORT, looksLikeText, newEmployeeSchema } from '@parenthese/shared';
import type { CsvEmployeeValues, CsvPreviewRow } from './csv-file';

export type CsvParseResult = { isValid: false; fileError: string } | { isValid: true; rows: CsvPreviewRow[]; errorCount: number };

/** `;` when the header line has more of them than commas (a French Excel export), otherwise `,`. */
function delimiterOf(content: string): ',' | ';' {
  const headerLine = content.split(/\r\n|\n|\r/).find((line) => line.trim() !== '') ?? '';
  const count = (character: string) => headerLine.split(character).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

const isBlankRecord = (record: string[]) => record.every((cell) => cell.trim() === '');

/**
 * Reads an import file (spec section 5) with papaparse: `,` or `;` as the header line uses, a header naming at least
 * Prénom and Nom (Service and Poste optional), at most 500 employees, and each line checked with the
 * rule the server applies, so the preview names every faulty line instead of skipping it.
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
  if (lines.length > EMPLOYEES_PER_IMPORT) return { isValid: false, fileError: csvImportMessages.tooManyRows(EMPLOYEES_PER_IMPORT) };

  const malformedRows = new Set(parsed.errors.filter((error) => error.type === 'Quotes').map((error) => error.row));
  const cell = (record: string[], index: number | undefined) => (index === undefined ? '' : (record[index] ?? ''));
  const rows = lines.map(({ record, line }): CsvPreviewRow => {
    const values: CsvEmployeeValues = {
      firstName: cell(record, columns.firstName),
      lastName: cell(record, columns.lastName),
      service: cell(record, columns.service),
      job: cell(record, columns.job),
    };
    const errors: string[] = [];
    if (malformedRows.has(line - 1)) errors.push('Guillemets mal fermés sur cette ligne');
    const result = newEmployeeSchema.safeParse(values);
    if (!result.success) errors.push(...new Set(result.error.issues.map((issue) => issue.message)));
    return { line, values, errors };
  });
  return { isValid: true, rows, errorCount: rows.filter((row) => row.errors.length > 0).length };
}
