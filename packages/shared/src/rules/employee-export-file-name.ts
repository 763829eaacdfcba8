import { toAscii } from './transliteration';

/** A company's name as it reads in a file name: transliterated, every other character an underscore. */
export function companyNameInFileName(companyName: string): string {
  return toAscii(companyName).replace(/[^a-zA-Z0-9]/g, '_');
}

/**
 * employees_<company, transliterated, other characters as _>_<YYYY-MM-DD>.<csv|xlsx>: « Atelier
 * Éléonore Fils » gives employees_Atelier_Eleonore_Fils_2026-11-02.csv. Its own module (reached as
 * '@parenthese/shared/employee-export-file-name'), so the browser loads the transliteration table
 * only when an export is written (decision 0032).
 */
export function employeeExportFileName(companyName: string, day: Date, extension: 'csv' | 'xlsx'): string {
  const date = [day.getFullYear(), String(day.getMonth() + 1).padStart(2, '0'), String(day.getDate()).padStart(2, '0')].join('-');
  return `employees_${companyNameInFileName(companyName)}_${date}.${extension}`;
}

/**
 * import_<company>_<YYYY-MM-DD>.csv, the import summary's name: transliterated as the export's (« Ørsted »
 * gives Orsted, never rsted), runs of other characters as one underscore.
 */
export function employeeImportSummaryFileName(companyName: string, day: string): string {
  const safeName =
    toAscii(companyName)
      .replace(/[^a-zA-Z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'entreprise';
  return `import_${safeName}_${day}.csv`;
}
