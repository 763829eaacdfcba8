import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { backupMessages, backupQueuedSchema, maintenanceReportSchema } from '@parenthese/shared';
import { conflict } from '../../../lib/app-error';
import { adminsWith, currentUser } from '../../../plugins/auth';
import { recordAudit } from '../../accounts/audit';
import { createMaintenanceService } from './service';
import type { ServicesOption } from '../../services';

/** The super-admin 'Maintenance système' card. */
export async function maintenanceRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createMaintenanceService(services);
  api.get(
    '/admin/maintenance',
    {
      config: { access: adminsWith('maintenance:read') },
      schema: { operationId: 'getMaintenanceReport', summary: 'État de la maintenance système', tags: ['admin: maintenance'], response: { 200: maintenanceReportSchema } },
    },
    async () => service.report(),
  );
  // « Lancer une sauvegarde »: queues the nightly job's run now (decision 0069), audited like other admin actions.
  api.post(
    '/admin/maintenance/backups',
    {
      config: { access: adminsWith('maintenance:read'), errors: [409] },
      schema: { operationId: 'startDatabaseBackup', summary: 'Lancer une sauvegarde de la base et des fichiers', tags: ['admin: maintenance'], response: { 202: backupQueuedSchema } },
    },
    async (request, reply) => {
      if (!services.databaseBackups.isConfigured) throw conflict(`${backupMessages.notConfigured} : définissez BACKUP_KEY sur le serveur.`);
      await services.databaseBackups.queue();
      await recordAudit(services.db, { actorUserId: currentUser(request).id, action: 'database-backup.requested' });
      return reply.status(202).send({ message: backupMessages.queued });
    },
  );
}
