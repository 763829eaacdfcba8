import { createHash } from 'node:crypto';
import type { EmployeeImportRowValues } from '@parenthese/shared';

/**
 * What makes two files the same import: their rows as the server reads them (trimmed, emails in lower
 * case, Unicode in one form), in order. Line numbers, separators, encoding and the administrator's
 * choice of duplicates to drop do not count: the same people sent again is the same file.
 */
export function importContentHash(rows: readonly EmployeeImportRowValues[]): string {
  const hash = createHash('sha256');
  for (const row of rows) {
    const cells = [row.firstName, row.lastName, row.service, row.job, row.email ?? ''].map((cell) => cell.normalize('NFC'));
    hash.update(`${JSON.stringify(cells)}\n`);
  }
  return hash.digest('hex');
}
