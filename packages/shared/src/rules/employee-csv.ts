/**
 * The employees' CSV files (spec sections 5 and 9): the export's exact format, and the rules an
 * import's rows must follow before they are sent. Parsing itself is papaparse's, in the browser. The
 * export's file name is in employee-export-file-name.ts, loaded only when a file is written.
 */

import type { EmployeeAccount } from '../contracts/admin-employees';
import type { InvitationStatus } from '../contracts/invitations';
import { temporaryPasswordMessages } from './temporary-password-expiry';

export const EMPLOYEE_CSV_HEADER = ['Nom', 'Prénom', 'Service', 'Poste', "Nom d'utilisateur", 'Mot de passe temporaire'] as const;
export const CSV_NOT_PROVIDED = 'Non renseigné';
export const CSV_SET_BY_USER = "Renseigné par l'utilisateur";
/** An invited employee has no temporary password and has not chosen one yet: the export and the import summary both say so. */
export const CSV_INVITATION_SENT = 'Invitation envoyée par e-mail';
export const CSV_INVITATION_EXPIRED = 'Invitation expirée';
/** Tells Excel and LibreOffice the file is UTF-8: without it French Excel opens 'Prénom' as 'PrÃ©nom'. */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';
/** The temporary password is handed out as it is: never altered (the generator never starts one with = + - @). */
export const TEMPORARY_PASSWORD_COLUMN = EMPLOYEE_CSV_HEADER.indexOf('Mot de passe temporaire');

export type EmployeeCsvRow = {
  lastName: string;
  firstName: string;
  service: string;
  job: string;
  userName: string;
  temporaryPassword: string;
  /** The employee's invitation by email, if any: until accepted, the password column names it. */
  invitationStatus?: InvitationStatus | null;
};

/**
 * The export's rows from the employee list and the revealed temporary passwords (by employee id), in
 * the spec's column order: the one mapping of the CSV (browser) and the .xlsx (server).
 */
export function employeeCsvRows(employees: readonly EmployeeAccount[], passwords: ReadonlyMap<string, string> = new Map()): EmployeeCsvRow[] {
  return employees.map((employee) => ({
    lastName: employee.lastName,
    firstName: employee.firstName,
    service: employee.service,
    job: employee.job,
    userName: employee.userName,
    // An expired password is not sent: the file says so rather than 'Modifié par utilisateur'.
    temporaryPassword: employee.isTemporaryPasswordExpired ? temporaryPasswordMessages.expiredLabel : (passwords.get(employee.employeeId) ?? employee.password),
    invitationStatus: employee.invitation?.status ?? null,
  }));
}

/** The password column when no temporary password is written: the invitation's state, or the employee's own password. */
function passwordStandIn(invitationStatus: InvitationStatus | null | undefined): string {
  if (invitationStatus === 'EXPIRED') return CSV_INVITATION_EXPIRED;
  if (invitationStatus === 'PENDING' || invitationStatus === 'NOT_SENT') return CSV_INVITATION_SENT;
  return CSV_SET_BY_USER;
}

/**
 * The export's table, header first, as both the CSV and the .xlsx write it: the spec's columns in its
 * order, 'Non renseigné' for an empty service or position, 'Renseigné par l'utilisateur' once the
 * password is the employee's own, the invitation's state while an invited employee has none.
 */
export function employeeExportTable(rows: readonly EmployeeCsvRow[]): string[][] {
  // A carriage return becomes a line feed: an .xlsx (XML) would read it so anyway, and both files hold the same texts.
  const text = (value: string) => value.replace(/\r\n?/g, '\n');
  return [
    [...EMPLOYEE_CSV_HEADER],
    ...rows.map((row) => [
      text(row.lastName),
      text(row.firstName),
      text(row.service) || CSV_NOT_PROVIDED,
      text(row.job) || CSV_NOT_PROVIDED,
      text(row.userName),
      row.temporaryPassword || passwordStandIn(row.invitationStatus),
    ]),
  ];
}

/**
 * Where a spreadsheet may start reading a cell: the start, or after a character it may split on (comma,
 * semicolon, tab, line break: a French-locale spreadsheet splits a comma file on ';'), then any spaces
 * or quotes (a quote opening the split cell),
 * before a character that starts a formula (= + - @, and their full-width forms).
 */
const FORMULA_START = /(^|[,;\t\r\n])((?:\p{Zs}|")*)(?=[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/gu;

/**
 * A text no spreadsheet reads as a formula, however it splits the line: an apostrophe goes before each
 * formula character that could start a cell, so 'Bob;=HYPERLINK(…)' is written 'Bob;'=HYPERLINK(…)' and
 * both halves stay text once split on ';'. (An apostrophe before the whole cell would not protect the
 * half after the ';'.) A leading tab or carriage return gets one too (OWASP's list).
 */
export function neutraliseFormulae(value: string): string {
  const safe = value.replace(FORMULA_START, "$1$2'");
  return /^[\t\r]/.test(safe) ? `'${safe}` : safe;
}

/** Commas, quotes and line breaks quoted, quotes doubled (RFC 4180). */
export function csvQuote(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A text cell as the export writes it: formulas neutralised, then quoted. */
export function csvCell(value: string): string {
  return csvQuote(neutraliseFormulae(value));
}

/**
 * The one CSV dialect of every employees file (the export, the import summary): a UTF-8 byte order mark,
 * the spec's comma, lines ended by \n, text cells neutralised and quoted, the temporary password column
 * (below the header) only quoted.
 */
export function employeesCsvFile(table: readonly (readonly string[])[]): string {
  const lines = table.map((cells, line) => cells.map((cell, column) => (line > 0 && column === TEMPORARY_PASSWORD_COLUMN ? csvQuote(cell) : csvCell(cell))).join(','));
  return `${CSV_BYTE_ORDER_MARK}${lines.join('\n')}\n`;
}

/** The whole export: the header, then one line per employee, in the dialect of `employeesCsvFile`. */
export function employeesCsv(rows: readonly EmployeeCsvRow[]): string {
  return employeesCsvFile(employeeExportTable(rows));
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

/** A CSV or an .xlsx of 10,000 employees with long names and emails stays under this; a larger file is something else. */
export const IMPORT_FILE_MAX_BYTES = 8 * 1024 * 1024;
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const csvImportMessages = {
  unsupported: 'Fichier non supporté',
  /** The spec's 'Veuillez sélectionner un fichier CSV', with the .xlsx the export writes (issue 34 item 14). */
  chooseCsv: 'Veuillez sélectionner un fichier CSV ou Excel (.xlsx)',
  tooLarge: 'Le fichier est trop volumineux (8 Mo au plus).',
  /** The server's refusals of an .xlsx (its rows are read there, then checked in the browser as a CSV's). */
  xlsxMissing: 'Veuillez joindre un fichier Excel (.xlsx).',
  notXlsx: "Ce fichier n'est pas un classeur Excel (.xlsx) lisible.",
  xlsxEmpty: 'Le classeur ne contient aucune feuille remplie.',
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

export const IMPORT_ERRORS_HEADER = ['Ligne', 'Prénom', 'Nom', 'Service', 'Poste', 'E-mail', 'Erreurs'] as const;

/**
 * The lines of an import left out for errors, as a file to correct and import again (issue 34 item 13):
 * the import's columns (its header reads them back; « Ligne » and « Erreurs » are ignored), each line's
 * French explanations last, in the employees files' dialect, every cell neutralised.
 */
export function importErrorsCsv(rows: readonly { line: number; values: { firstName: string; lastName: string; service: string; job: string; email: string }; errors: readonly string[] }[]): string {
  const lines = [IMPORT_ERRORS_HEADER, ...rows.map(({ line, values, errors }) => [String(line), values.firstName, values.lastName, values.service, values.job, values.email, errors.join(' ; ')])];
  return `${CSV_BYTE_ORDER_MARK}${lines.map((cells) => cells.map(csvCell).join(',')).join('\n')}\n`;
}
