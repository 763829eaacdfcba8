import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { backupMessages, backupQueuedSchema, maintenanceReportSchema } from '@parenthese/shared';
import { conflict } from '../../../lib/app-error';
import { adminsWith, currentUser } from '../../../plugins/auth';
import { declareRoutes } from '../../../plugins/route-declaration';
import { recordAudit } from '../../accounts/audit';
import { createMaintenanceService } from './service';
import type { ServicesOption } from '../../services';

/** The super-admin 'Maintenance système' card. */
export async function maintenanceRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = declareRoutes({ tags: ['admin: maintenance'], access: adminsWith('maintenance:read') });
  const service = createMaintenanceService(services);
  api.get('/admin/maintenance', route('getMaintenanceReport', 'État de la maintenance système', { response: maintenanceReportSchema }), async () => service.report());
  // « Lancer une sauvegarde »: queues the nightly job's run now (decision 0069), audited like other admin actions.
  api.post(
    '/admin/maintenance/backups',
    route('startDatabaseBackup', 'Lancer une sauvegarde de la base et des fichiers', { errors: [409], response: { 202: backupQueuedSchema } }),
    async (request, reply) => {
      if (!services.databaseBackups.isConfigured) throw conflict(`${backupMessages.notConfigured} : définissez BACKUP_KEY sur le serveur.`);
      await services.databaseBackups.queue();
      await recordAudit(services.db, { actorUserId: currentUser(request).id, action: 'database-backup.requested' });
      return reply.status(202).send({ message: backupMessages.queued });
    },
  );
}
