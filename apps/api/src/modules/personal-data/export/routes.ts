import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DATA_EXPORT_MEDIA_TYPES, dataExportAnswerSchema, dataExportDownloadQuerySchema, idParamsSchema, latestDataExportAnswerSchema } from '@parenthese/shared';
import { attachmentHeaders } from '../../../lib/content-disposition';
import { currentUser, onlyRoles } from '../../../plugins/auth';
import { declareRoutes } from '../../../plugins/route-declaration';
import { createDataExportService } from './service';
import type { ServicesOption } from '../../services';

/** « Mes données »: an employee's exports of their own data, under /api/employee-service (issue 26). */
export async function dataExportRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = declareRoutes({ tags: ['employee-service: personal data'], access: onlyRoles('EMPLOYEE') });
  const service = createDataExportService(services);

  api.post('/employee/data/export', route('requestDataExport', 'Demander l’export de ses données', { errors: [409], response: dataExportAnswerSchema }), async (request) =>
    service.request(currentUser(request).id),
  );

  api.get('/employee/data/export', route('getLatestDataExport', 'Dernier export de ses données', { response: latestDataExportAnswerSchema }), async (request) =>
    service.latest(currentUser(request).id),
  );

  api.get(
    '/employee/data/export/:id/download',
    route('downloadDataExport', 'Télécharger l’export de ses données', {
      errors: [409],
      fileAnswer: { mediaTypes: Object.values(DATA_EXPORT_MEDIA_TYPES), description: "L'export, selon `format` : `json` (application/json) ou `html` (text/html, une page lisible)" },
      params: idParamsSchema,
      querystring: dataExportDownloadQuerySchema,
    }),
    async (request, reply) => {
      const file = await service.download(currentUser(request).id, request.params.id, request.query.format);
      return attachmentHeaders(reply, file).send(file.content);
    },
  );
}
