import { csvImportMessages, employeeImportRowSchema, XLSX_MEDIA_TYPE, type EMPLOYEE_CSV_COLUMNS, type EmployeeImportRow } from '@parenthese/shared';

/**
 * What the CSV tab (CSV or .xlsx files) needs before and after parsing, without papaparse: the parser itself
 * (`parse-employees-csv.ts`) is loaded only when a file is chosen.
 */

type CsvField = keyof typeof EMPLOYEE_CSV_COLUMNS;
export type CsvEmployeeValues = Record<CsvField, string>;

/**
 * One line of the file as the preview shows it: its number, its values, what is wrong with it, and
 * the line it repeats when the same person is already earlier in the file (a duplicate, not an error).
 */
export type CsvPreviewRow = {
  line: number;
  values: CsvEmployeeValues;
  errors: string[];
  duplicateOfLine?: number;
  /** The line of an earlier person of the same name with another email: kept, shown for review. */
  namesakeOfLine?: number;
};

/** text/csv, or a name ending in .csv (some systems give CSV files another type or none). */
export function isCsvFile(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type === 'text/csv' || file.name.toLowerCase().endsWith('.csv');
}

/** An Excel workbook (.xlsx, as the export writes): read on the server, which checks its bytes. */
export function isXlsxFile(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type === XLSX_MEDIA_TYPE || file.name.toLowerCase().endsWith('.xlsx');
}

function readBytes(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('Lecture du fichier impossible'));
    reader.readAsArrayBuffer(file);
  });
}

export type CsvEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';
export type CsvText = { text: string; encoding: CsvEncoding };

/**
 * Windows-1252's bytes 0x80-0x9F (€, Œ, œ, Ÿ, curly quotes...), which some TextDecoder implementations
 * (Node's) read as Latin-1's control characters: mapped here, so every engine reads Excel's file alike.
 */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
const decodeWindows1252 = (bytes: Uint8Array) => new TextDecoder('windows-1252').decode(bytes).replace(/[\u0080-\u009f]/g, (character) => WINDOWS_1252_HIGH[character.charCodeAt(0) - 0x80]);

/** UTF-16 without its BOM: text of Latin letters has a zero byte in every other position. */
function utf16WithoutBom(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const sample = bytes.subarray(0, Math.min(bytes.length, 512) & ~1);
  if (sample.length < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let index = 0; index < sample.length; index += 2) {
    if (sample[index] === 0) evenZeros += 1;
    if (sample[index + 1] === 0) oddZeros += 1;
  }
  const pairs = sample.length / 2;
  if (oddZeros > pairs * 0.7 && evenZeros < pairs * 0.1) return 'utf-16le';
  if (evenZeros > pairs * 0.7 && oddZeros < pairs * 0.1) return 'utf-16be';
  return null;
}

/**
 * The file's text and how it was read: UTF-16 by its BOM (Excel's « Texte Unicode ») or by its zero
 * bytes, UTF-8 with or without BOM, and otherwise Windows-1252, the encoding in which Excel saves
 * « CSV (séparateur : point-virgule) » in France, so accents survive.
 */
export async function readCsvText(file: Blob): Promise<CsvText> {
  const bytes = new Uint8Array(await readBytes(file));
  const utf16 = bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : utf16WithoutBom(bytes);
  if (utf16) return { text: new TextDecoder(utf16).decode(bytes), encoding: utf16 };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
  }
}

/** What the preview says about an encoding other than UTF-8, or nothing. */
export function encodingNotice(encoding: CsvEncoding): string | null {
  if (encoding === 'windows-1252') return csvImportMessages.readAsWindows1252;
  if (encoding === 'utf-16le' || encoding === 'utf-16be') return csvImportMessages.readAsUtf16;
  return null;
}

/** A row as the import sends it (the server trims and checks it again). */
export function importRowOf(row: CsvPreviewRow): EmployeeImportRow {
  const values = employeeImportRowSchema.parse({ ...row.values, line: row.line });
  return { line: row.line, firstName: values.firstName, lastName: values.lastName, service: values.service, job: values.job, email: values.email };
}
