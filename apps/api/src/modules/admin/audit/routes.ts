import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditLogPageSchema, auditLogQuerySchema } from '@parenthese/shared';
import { adminsWith } from '../../../plugins/auth';
import { createAuditLogService } from './service';
import type { ServicesOption } from '../../services';

/** GET /api/admin/audit: the journal of staff actions, TECH only, by pages (a new route: no documented plain shape). */
export async function auditLogRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createAuditLogService(services);

  api.get(
    '/admin/audit',
    {
      config: { access: adminsWith('audit:read') },
      schema: {
        operationId: 'listAuditLog',
        summary: 'Journal d’audit des actions du personnel',
        tags: ['admin: audit'],
        description: "Journal d'audit : les actions du personnel, les plus récentes d'abord ; filtre par administrateur (actorId) et par enregistrement (targetId)",
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema },
      },
    },
    async (request) => service.list(request.query),
  );
}
