import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DATA_EXPORT_MEDIA_TYPES, dataExportAnswerSchema, dataExportDownloadQuerySchema, idParamsSchema, latestDataExportAnswerSchema } from '@parenthese/shared';
import { attachmentDisposition } from '../../../lib/content-disposition';
import { currentUser, onlyRoles } from '../../../plugins/auth';
import { createDataExportService } from './service';
import type { ServicesOption } from '../../services';

/** « Mes données »: an employee's exports of their own data, under /api/employee-service (issue 26). */
export async function dataExportRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createDataExportService(services);
  const config = { access: onlyRoles('EMPLOYEE') };
  const tags = ['employee-service: personal data'];

  api.post(
    '/employee/data/export',
    { config: { ...config, errors: [409] }, schema: { operationId: 'requestDataExport', summary: 'Demander l’export de ses données', tags, response: { 200: dataExportAnswerSchema } } },
    async (request) => service.request(currentUser(request).id),
  );

  api.get(
    '/employee/data/export',
    { config, schema: { operationId: 'getLatestDataExport', summary: 'Dernier export de ses données', tags, response: { 200: latestDataExportAnswerSchema } } },
    async (request) => service.latest(currentUser(request).id),
  );

  api.get(
    '/employee/data/export/:id/download',
    {
      config: {
        ...config,
        errors: [409],
        fileAnswer: { mediaTypes: Object.values(DATA_EXPORT_MEDIA_TYPES), description: "L'export, selon `format` : `json` (application/json) ou `html` (text/html, une page lisible)" },
      },
      schema: { operationId: 'downloadDataExport', summary: 'Télécharger l’export de ses données', tags, params: idParamsSchema, querystring: dataExportDownloadQuerySchema },
    },
    async (request, reply) => {
      const file = await service.download(currentUser(request).id, request.params.id, request.query.format);
      return reply.header('content-type', file.contentType).header('content-disposition', attachmentDisposition(file.fileName)).header('cache-control', 'private, no-store').send(file.content);
    },
  );
}
