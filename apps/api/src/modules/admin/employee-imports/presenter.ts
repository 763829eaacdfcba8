import type { EmployeeImport } from '@parenthese/shared';
import type { EmployeeImportProgress } from './repository';

/** An import's progress as the back office polls it: counts and state, never its rows or its summary. */
export function presentEmployeeImport(row: EmployeeImportProgress): EmployeeImport {
  return {
    importId: row.id,
    companyId: row.companyId,
    status: row.status,
    totalCount: row.totalCount,
    createdCount: row.createdCount,
    invitedCount: row.invitedCount,
    skippedCount: row.skippedCount,
    failureReason: row.failureReason,
    isSummaryAvailable: row.isSummaryAvailable,
    isSummaryErased: row.isSummaryErased,
    isResuming: row.isResuming,
    startedAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
