import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditLogPageSchema, auditLogQuerySchema } from '@parenthese/shared';
import { adminsWith } from '../../../plugins/auth';
import { declareRoutes } from '../../../plugins/route-declaration';
import { createAuditLogService } from './service';
import type { ServicesOption } from '../../services';

/** GET /api/admin/audit: the journal of staff actions, TECH only, by pages (a new route: no documented plain shape). */
export async function auditLogRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = declareRoutes({ tags: ['admin: audit'], access: adminsWith('audit:read') });
  const service = createAuditLogService(services);

  api.get(
    '/admin/audit',
    route('listAuditLog', 'Journal d’audit des actions du personnel', {
      description: "Journal d'audit : les actions du personnel, les plus récentes d'abord ; filtre par administrateur (actorId) et par enregistrement (targetId)",
      querystring: auditLogQuerySchema,
      response: auditLogPageSchema,
    }),
    async (request) => service.list(request.query),
  );
}
