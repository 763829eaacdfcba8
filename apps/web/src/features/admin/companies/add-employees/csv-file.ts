import { newEmployeeSchema, type EMPLOYEE_CSV_COLUMNS } from '@parenthese/shared';

/**
 * What the CSV tab needs before and after parsing, without papaparse: the parser itself
 * (`parse-employees-csv.ts`) is loaded only when a file is chosen.
 */

type CsvField = keyof typeof EMPLOYEE_CSV_COLUMNS;
export type CsvEmployeeValues = Record<CsvField, string>;

/** One line of the file as the preview shows it: its number, its values, and what is wrong with it. */
export type CsvPreviewRow = { line: number; values: CsvEmployeeValues; errors: string[] };

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

/** The rows to send, trimmed as the server stores them (only when no line is in error). */
export function employeesToImport(rows: CsvPreviewRow[]) {
  return rows.map((row) => newEmployeeSchema.parse(row.values));
}
