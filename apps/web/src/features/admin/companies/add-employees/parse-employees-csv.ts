import Papa from 'papaparse';
import { csvImportMessages, looksLikeText } from '@parenthese/shared';
import { checkEmployeeRecords, type CsvParseResult } from './check-employee-records';

export type { CsvParseResult } from './check-employee-records';

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
 * Reads a CSV import file with papaparse: `,`, `;` or tab as the header line uses, then the checks every
 * import file gets (`checkEmployeeRecords`), a line with unclosed quotes in error.
 */
export function parseEmployeesCsv(text: string): CsvParseResult {
  const content = text.replace(/^\uFEFF/, '');
  if (!looksLikeText(content.slice(0, 8192))) return { isValid: false, fileError: csvImportMessages.notText };

  const parsed = Papa.parse<string[]>(content, { delimiter: delimiterOf(content), skipEmptyLines: false });
  // Line numbers as a spreadsheet shows them: the header is line 1; blank lines keep their number.
  const records = parsed.data.map((cells, index) => ({ cells, line: index + 1 })).filter(({ cells }) => !isBlankRecord(cells));
  const malformedLines = new Set(parsed.errors.filter((error) => error.type === 'Quotes' && error.row !== undefined).map((error) => (error.row as number) + 1));
  return checkEmployeeRecords(records, malformedLines);
}
