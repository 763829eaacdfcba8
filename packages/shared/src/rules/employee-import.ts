/**
 * A CSV import of employees (issue 24): how many rows a file may hold, which cells are refused, which
 * rows are duplicates, and the sentences of each refusal. The browser's preview and the server apply
 * the same rules.
 */

/** One file creates at most this many employees (a larger one is refused, nothing created). */
export const EMPLOYEES_PER_FILE = 10_000;

/** The same file for the same company within this time is refused unless the administrator confirms. */
export const IMPORT_REPEAT_WINDOW_HOURS = 24;

const count = (value: number) => value.toLocaleString('fr-FR');

export const employeeImportMessages = {
  resuming: "Le serveur qui menait l'import s'est arrêté : l'import reprend là où il en était, sans recréer les employés déjà créés.",
  tooManyRows: `Un fichier contient au plus ${count(EMPLOYEES_PER_FILE)} employés : découpez-le en plusieurs imports.`,
  tooManyRowsInFile: (rows: number) => `Le fichier contient ${count(rows)} employés : ${count(EMPLOYEES_PER_FILE)} au plus par import. Découpez-le en plusieurs fichiers.`,
  noRow: 'Le fichier ne contient aucun employé à importer.',
  formula: 'Ce texte ne peut pas commencer par = + - ou @ (formule de tableur).',
  emailRepeated: (line: number) => `Cette adresse e-mail figure déjà à la ligne ${line} du fichier.`,
  emailTaken: 'Cette adresse e-mail est déjà utilisée par un compte.',
  emailsTaken: 'Certaines adresses e-mail sont déjà utilisées : corrigez ces lignes, puis relancez l’import.',
  emailsRepeated: 'Certaines adresses e-mail figurent deux fois dans le fichier : corrigez ces lignes, puis relancez l’import.',
  droppedRowUnknown: 'Une ligne écartée ne fait pas partie du fichier.',
  alreadyImported: (dateTime: string) => `Ce fichier a déjà été importé le ${dateTime}.`,
  alreadyRunning: 'Un import est déjà en cours pour cette entreprise : attendez qu’il se termine.',
  notFound: 'Import introuvable',
  summaryGone: 'Le récapitulatif de cet import a déjà été téléchargé : il ne peut l’être qu’une fois.',
  summaryErased: 'Le récapitulatif de cet import n’a pas été téléchargé à temps : il a été effacé quand ses mots de passe temporaires ont expiré.',
  summaryNotReady: 'Le récapitulatif sera disponible à la fin de l’import.',
  failedEmailTaken: (line: number) => `Ligne ${line} : l’adresse e-mail est déjà utilisée par un compte créé depuis l’aperçu. Aucun employé n’a été créé ; corrigez cette ligne et relancez l’import.`,
  failedUnexpected: 'L’import a échoué sur une erreur inattendue. Aucun employé n’a été créé ; vous pouvez relancer l’import.',
  companyGone: 'L’entreprise a été supprimée pendant l’import.',
} as const;

/**
 * A cell a spreadsheet would run as a formula when the file is opened again: `= + - @` (or their
 * full-width forms) first, after any spaces or tabs. Refused by every writer of a name or a label
 * (`freeText`'s `isFormulaRefused`, the import's email) rather than altered, so what is stored is what
 * was typed. The same behind one apostrophe: that is how the export neutralises a formula, so a
 * re-imported export ('=1+2) is refused too instead of storing the apostrophe (issue 34 item 13).
 */
export function startsLikeFormula(value: string): boolean {
  return /^\s*'?\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/u.test(value);
}

/** Names compared as a person would: case, accents and repeated spaces aside. */
export function foldForComparison(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLowerCase();
}

export type ComparableEmployee = { firstName: string; lastName: string; service: string; email?: string | null };

/**
 * The keys under which two employees are the same person: same first and last name, and either the
 * same email or the same service (both empty counts as the same).
 */
export function duplicateKeys(employee: ComparableEmployee): string[] {
  const name = `${foldForComparison(employee.firstName)}\u0000${foldForComparison(employee.lastName)}`;
  const keys = [`${name}\u0000service\u0000${foldForComparison(employee.service)}`];
  const email = employee.email?.trim().toLowerCase();
  if (email) keys.push(`${name}\u0000email\u0000${email}`);
  return keys;
}

const emailOf = (employee: ComparableEmployee) => employee.email?.trim().toLowerCase() || null;
/** Two people who both give an email, and not the same one: namesakes, never the same person (issue 34 item 13). */
const haveDifferentEmails = (first: ComparableEmployee, second: ComparableEmployee) => {
  const [a, b] = [emailOf(first), emailOf(second)];
  return a !== null && b !== null && a !== b;
};

/**
 * For each row that repeats an earlier one of the same list, the index of that earlier row. Namesakes
 * with different emails are not repeats (`namesakesWithinList` names them for review).
 */
export function duplicatesWithinList(rows: readonly ComparableEmployee[]): Map<number, number> {
  const firstSeen = new Map<string, number>();
  const repeats = new Map<number, number>();
  rows.forEach((row, index) => {
    const keys = duplicateKeys(row);
    const earlier = keys.map((key) => firstSeen.get(key)).find((seen) => seen !== undefined && !haveDifferentEmails(rows[seen], row));
    if (earlier !== undefined) repeats.set(index, earlier);
    for (const key of keys) if (!firstSeen.has(key)) firstSeen.set(key, index);
  });
  return repeats;
}

/** The indexes of the rows that match one of `existing` (a company's employees). */
export function duplicatesOfExisting(rows: readonly ComparableEmployee[], existing: Iterable<ComparableEmployee>): number[] {
  const known = new Set<string>();
  for (const employee of existing) for (const key of duplicateKeys(employee)) known.add(key);
  return rows.flatMap((row, index) => (duplicateKeys(row).some((key) => known.has(key)) ? [index] : []));
}

/** For each row whose email an earlier row of the list already gives, the index of that earlier row. */
export function repeatedEmails(rows: readonly { email?: string | null }[]): Map<number, number> {
  const firstSeen = new Map<string, number>();
  const repeats = new Map<number, number>();
  rows.forEach((row, index) => {
    const email = row.email?.trim().toLowerCase();
    if (!email) return;
    const earlier = firstSeen.get(email);
    if (earlier === undefined) firstSeen.set(email, index);
    else repeats.set(index, earlier);
  });
  return repeats;
}

/** For each row naming the same person as an earlier row but with another email, that earlier row: kept, shown for review. */
export function namesakesWithinList(rows: readonly ComparableEmployee[]): Map<number, number> {
  const firstSeen = new Map<string, number>();
  const namesakes = new Map<number, number>();
  rows.forEach((row, index) => {
    const name = `${foldForComparison(row.firstName)}\u0000${foldForComparison(row.lastName)}`;
    const earlier = firstSeen.get(name);
    if (earlier === undefined) firstSeen.set(name, index);
    else if (haveDifferentEmails(rows[earlier], row)) namesakes.set(index, earlier);
  });
  return namesakes;
}

/**
 * For each row identical to an earlier one (every cell, case, accents and spaces aside; emails lower-cased),
 * that earlier row: the same line pasted twice is merged silently, not an error nor a duplicate to review.
 */
export function identicalRows(rows: readonly (ComparableEmployee & { job?: string })[]): Map<number, number> {
  const firstSeen = new Map<string, number>();
  const repeats = new Map<number, number>();
  rows.forEach((row, index) => {
    const key = [row.firstName, row.lastName, row.service, row.job ?? '']
      .map(foldForComparison)
      .concat(emailOf(row) ?? '')
      .join('\u0000');
    const earlier = firstSeen.get(key);
    if (earlier === undefined) firstSeen.set(key, index);
    else repeats.set(index, earlier);
  });
  return repeats;
}
