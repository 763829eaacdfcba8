import type { DataExport } from '@parenthese/shared';
import type { DataExportState } from './repository';

/** What leaves the server of an export: its state and times, never its files nor its owner. */
export function presentDataExport(row: DataExportState): DataExport {
  return {
    id: row.id,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}
