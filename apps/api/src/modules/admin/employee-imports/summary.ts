import { employeeExportTable, employeesCsvFile } from '@parenthese/shared';

/**
 * The import's summary, downloaded once: the export's columns (so one file reads like the other) for each
 * created employee, with the temporary password of those without email (the others get an invitation),
 * their email last, then the counts. Written in the export's dialect (`employeesCsvFile`).
 */

export type SummaryAccount = { firstName: string; lastName: string; service: string; job: string; username: string | null; email: string | null; temporaryPassword: string | null };
export type SummaryCounts = { created: number; invited: number; skipped: number };

export const SUMMARY_EMAIL_COLUMN = 'Adresse e-mail';

export function importSummaryCsv(accounts: readonly SummaryAccount[], counts: SummaryCounts): string {
  const table = employeeExportTable(
    accounts.map((account) => ({
      lastName: account.lastName,
      firstName: account.firstName,
      service: account.service,
      job: account.job,
      userName: account.username ?? '',
      temporaryPassword: account.temporaryPassword ?? '',
      invitationStatus: account.email ? ('PENDING' as const) : null,
    })),
  ).map((cells, index) => [...cells, index === 0 ? SUMMARY_EMAIL_COLUMN : (accounts[index - 1].email ?? '')]);
  return employeesCsvFile([...table, [], ['Employés créés', String(counts.created)], ['Dont invités par e-mail', String(counts.invited)], ['Lignes écartées (doublons)', String(counts.skipped)]]);
}
