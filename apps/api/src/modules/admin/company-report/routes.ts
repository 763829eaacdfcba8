import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyParamsSchema, companyReportSchema } from '@parenthese/shared';
import { adminsWith } from '../../../plugins/auth';
import { createCompanyReportService } from './service';

export async function companyReportRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createCompanyReportService(app);

  api.get(
    '/admin/companies/report/:companyId',
    {
      config: { access: adminsWith('companies:manage') },
      schema: { operationId: 'getCompanyReport', summary: 'Rapport d’utilisation d’une entreprise', tags: ['admin: companies'], params: companyParamsSchema, response: { 200: companyReportSchema } },
    },
    async (request) => service.load(request.params.companyId),
  );
}
