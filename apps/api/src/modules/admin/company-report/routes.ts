import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyParamsSchema, companyReportSchema } from '@parenthese/shared';
import { adminsWith } from '../../../plugins/auth';
import { createCompanyReportService } from './service';
import type { ServicesOption } from '../../services';

export async function companyReportRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createCompanyReportService(services);

  api.get(
    '/admin/companies/report/:companyId',
    {
      config: { access: adminsWith('companies:manage') },
      schema: { operationId: 'getCompanyReport', summary: 'Rapport d’utilisation d’une entreprise', tags: ['admin: companies'], params: companyParamsSchema, response: { 200: companyReportSchema } },
    },
    async (request) => service.load(request.params.companyId),
  );
}
