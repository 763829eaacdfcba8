/**
 * The employees' CSV files (spec sections 5 and 9): the export's exact format, and the rules an
 * import's rows must follow before they are sent. Parsing itself is papaparse's, in the browser.
 */

export const EMPLOYEE_CSV_HEADER = ['Nom', 'Prénom', 'Service', 'Poste', "Nom d'utilisateur", 'Mot de passe temporaire'] as const;
export const CSV_NOT_PROVIDED = 'Non renseigné';
export const CSV_SET_BY_USER = "Renseigné par l'utilisateur";

/** employees_<company with non-alphanumerics as _>_<YYYY-MM-DD>.csv */
export function employeeCsvFileName(companyName: string, day: Date): string {
  const date = [day.getFullYear(), String(day.getMonth() + 1).padStart(2, '0'), String(day.getDate()).padStart(2, '0')].join('-');
  return `employees_${companyName.replace(/[^a-zA-Z0-9]/g, '_')}_${date}.csv`;
}

/**
 * A cell as the export writes it: a value a spreadsheet would run as a formula (= + - @, tab, carriage
 * return) is neutralised with a leading apostrophe; commas, quotes and line breaks are quoted, quotes doubled.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export type EmployeeCsvRow = { lastName: string; firstName: string; service: string; job: string; userName: string; temporaryPassword: string };

/** The whole export: header, then one line per employee, lines ended by \n. */
export function employeesCsv(rows: EmployeeCsvRow[]): string {
  const lines = [EMPLOYEE_CSV_HEADER.map(csvCell).join(',')];
  for (const row of rows) {
    lines.push([row.lastName, row.firstName, row.service || CSV_NOT_PROVIDED, row.job || CSV_NOT_PROVIDED, row.userName, row.temporaryPassword || CSV_SET_BY_USER].map(csvCell).join(','));
  }
  return `${lines.join('\n')}\n`;
}

/** Column names an import accepts for each field, compared without accents or case. */
export const EMPLOYEE_CSV_COLUMNS = {
  firstName: ['prenom', 'firstname', 'first name'],
  lastName: ['nom', 'lastname', 'last name', 'nom de famille'],
  service: ['service', 'departement', 'department'],
  job: ['poste', 'job', 'fonction', 'position'],
  /** Optional: an employee with an email is invited instead of getting a temporary password. */
  email: ['e-mail', 'email', 'mail', 'courriel', 'adresse e-mail', 'adresse email', 'adresse mail', 'e-mail professionnel', 'email professionnel', 'adresse e-mail professionnelle', 'work email'],
} as const;

/** Lower-case, accents removed, spaces collapsed: 'Prénom ' reads 'prenom'. */
export function normaliseColumnName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

export const csvImportMessages = {
  unsupported: 'Fichier non supporté',
  chooseCsv: 'Veuillez sélectionner un fichier CSV',
  notText: "Ce fichier n'est pas un fichier texte CSV.",
  empty: 'Le fichier ne contient aucun employé.',
  missingColumns: 'Colonnes attendues : Prénom et Nom (Service, Poste et E-mail sont facultatifs).',
  readAsWindows1252: 'Ce fichier n’est pas en UTF-8 : il a été lu en Windows-1252 (encodage d’Excel). Vérifiez les accents dans l’aperçu.',
  readAsUtf16: 'Ce fichier est en UTF-16 : il a été lu comme tel. Vérifiez les accents dans l’aperçu.',
  tooManyRows: (maximum: number) => `Le fichier contient trop de lignes : ${maximum} employés au plus par import.`,
} as const;

/** Maps a header row to field indexes; null when the first and last names are not both there. */
export function employeeCsvColumns(header: string[]): Partial<Record<keyof typeof EMPLOYEE_CSV_COLUMNS, number>> | null {
  const names = header.map(normaliseColumnName);
  const columns: Partial<Record<keyof typeof EMPLOYEE_CSV_COLUMNS, number>> = {};
  for (const field of Object.keys(EMPLOYEE_CSV_COLUMNS) as (keyof typeof EMPLOYEE_CSV_COLUMNS)[]) {
    const index = names.findIndex((name) => (EMPLOYEE_CSV_COLUMNS[field] as readonly string[]).includes(name));
    if (index >= 0) columns[field] = index;
  }
  return columns.firstName === undefined || columns.lastName === undefined ? null : columns;
}

/** True when the start of a file looks like text (no NUL byte, few control characters): a binary renamed .csv is refused. */
export function looksLikeText(sample: string): boolean {
  if (sample.includes('\u0000')) return false;
  // eslint-disable-next-line no-control-regex -- counting control characters is the point
  const controls = sample.match(/[\u0001-\u0008\u000E-\u001F\uFFFD]/g)?.length ?? 0;
  return controls <= sample.length / 100;
}
