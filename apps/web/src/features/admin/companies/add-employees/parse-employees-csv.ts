import Papa from 'papaparse';
import {
  csvImportMessages,
  employeeCsvColumns,
  EMPLOYEES_PER_IMPORT,
  looksLikeText,
  newEmployeeSchema,
  type EMPLOYEE_CSV_COLUMNS,
} from '@parenthese/shared';

type CsvField = keyof typeof EMPLOYEE_CSV_COLUMNS;
export type CsvEmployeeValues = Record<CsvField, string>;

/** One line of the file as the preview shows it: its number, its values, and what is wrong with it. */
export type CsvPreviewRow = { line: number; values: CsvEmployeeValues; errors: string[] };

export type CsvParseResult = { isValid: false; fileError: string } | { isValid: true; rows: CsvPreviewRow[]; errorCount: number };

/** A file larger than this is not a list of at most 500 employees. */
export const CSV_MAX_BYTES = 1024 * 1024;
export const csvTooLargeMessage = 'Le fichier est trop volumineux (1 Mo au plus).';

/** text/csv, or a name ending in .csv (some systems give CSV files another type or none). */
export function isCsvFile(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type === 'text/csv' || file.name.toLowerCase().endsWith('.csv');
}

function readBytes(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('Lecture du fichier impossible'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * The file's text: UTF-8 with or without BOM; a file that is not valid UTF-8 is read as Windows-1252,
 * the encoding in which Excel saves 'CSV (séparateur : point-virgule)' in France, so accents survive.
 */
export async function readCsvText(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await readBytes(file));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

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

/** The rows to send, trimmed as the server stores them (only when no line is in error). */
export function employeesToImport(rows: CsvPreviewRow[]) {
  return rows.map((row) => newEmployeeSchema.parse(row.values));
}
