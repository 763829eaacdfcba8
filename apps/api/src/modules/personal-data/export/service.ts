import { format } from 'date-fns';
import { DATA_EXPORT_MEDIA_TYPES, inParis, personalDataMessages, type DataExport, type DataExportFormat } from '@parenthese/shared';
import { conflict, notFound } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/database-errors';
import { decryptSecret } from '../../../lib/secret-box';
import { recordAudit } from '../../accounts/audit';
import { dataExportJob } from './job-definitions';
import { presentDataExport } from './presenter';
import * as repository from './repository';
import type { Services } from '../../services';

/** An employee's exports of their own data (issue 26); the job that prepares them is export-job.ts. */
export function createDataExportService(deps: Pick<Services, 'config' | 'db' | 'jobs' | 'clock'>) {
  const clock = () => deps.clock.now();
  return {
    /** A new export in preparation (replacing a finished one), and its job, in one transaction. */
    async request(userId: string): Promise<{ export: DataExport }> {
      try {
        const row = await deps.db.transaction(async (tx) => {
          const created = await repository.replaceWithNewExport(tx, userId, clock());
          await deps.jobs.send(dataExportJob, { exportId: created.id }, {}, tx);
          await recordAudit(tx, { actorUserId: userId, action: 'personal-data.export-requested' });
          return created;
        });
        return { export: presentDataExport(row) };
      } catch (error) {
        // The partial unique index: one export in preparation per account.
        if (isUniqueViolation(error)) throw conflict(personalDataMessages.exportAlreadyPreparing);
        throw error;
      }
    },

    async latest(userId: string): Promise<{ export: DataExport | null }> {
      const row = await repository.findLatestExport(deps.db, userId, clock());
      return { export: row ? presentDataExport(row) : null };
    },

    /** One file of the employee's own ready export: 404 when missing, expired or another's; 409 while preparing. */
    async download(userId: string, exportId: string, fileFormat: DataExportFormat): Promise<{ fileName: string; contentType: string; content: string }> {
      const row = await repository.findExportFile(deps.db, userId, exportId, fileFormat, clock());
      if (!row || row.status === 'FAILED') throw notFound(personalDataMessages.exportNotFound);
      if (row.status === 'PREPARING' || !row.file || !row.readyAt) throw conflict(personalDataMessages.exportNotReady);
      return {
        fileName: `mes-donnees-parenthese-${format(inParis(row.readyAt), 'yyyy-MM-dd')}.${fileFormat}`,
        contentType: `${DATA_EXPORT_MEDIA_TYPES[fileFormat]}; charset=utf-8`,
        content: decryptSecret(deps.config.dataEncryptionKey, row.file),
      };
    },
  };
}
