/**
 * The import's summary, downloaded once: each created employee's identifier, and the temporary password
 * of those without email (the others get an invitation), then the counts. `;` and a UTF-8 BOM, so French
 * Excel opens it in columns with its accents.
 */

export type SummaryAccount = { firstName: string; lastName: string; username: string | null; email: string | null; temporaryPassword: string | null };
export type SummaryCounts = { created: number; invited: number; skipped: number };

export const SUMMARY_HEADER = ['Prénom', 'Nom', 'Identifiant', 'Adresse e-mail', 'Mot de passe temporaire'] as const;
export const INVITED_PASSWORD_CELL = 'Invitation envoyée par e-mail';

/**
 * A cell: quoted when it holds the separator, a quote or a line break. A text a spreadsheet would run
 * as a formula gets a leading apostrophe, but for the password, which must be typed as it is (generated
 * passwords never start with such a character).
 */
function cell(value: string, options: { isVerbatim?: boolean } = {}): string {
  const safe = !options.isVerbatim && /^\s*[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function importSummaryCsv(accounts: readonly SummaryAccount[], counts: SummaryCounts): string {
  const lines = [SUMMARY_HEADER.join(';')];
  for (const account of accounts) {
    const password = account.temporaryPassword ?? (account.email ? INVITED_PASSWORD_CELL : '');
    lines.push(
      [cell(account.firstName), cell(account.lastName), cell(account.username ?? ''), cell(account.email ?? ''), cell(password, { isVerbatim: account.temporaryPassword !== null })].join(';'),
    );
  }
  lines.push('', `Employés créés;${counts.created}`, `Dont invités par e-mail;${counts.invited}`, `Lignes écartées (doublons);${counts.skipped}`);
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
