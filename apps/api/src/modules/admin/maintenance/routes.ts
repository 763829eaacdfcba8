import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { maintenanceReportSchema } from '@parenthese/shared';
import { adminsWith } from '../../../plugins/auth';
import { createMaintenanceService } from './service';

/** The super-admin 'Maintenance système' card. */
export async function maintenanceRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createMaintenanceService(app);
  api.get('/admin/maintenance', { config: { access: adminsWith('maintenance:read') }, schema: { tags: ['admin: maintenance'], response: { 200: maintenanceReportSchema } } }, async () =>
    service.report(),
  );
}
