import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyParamsSchema, companyReportSchema } from '@parenthese/shared';
import { adminsWith } from '../../../plugins/auth';
import { declareRoutes } from '../../../plugins/route-declaration';
import { createCompanyReportService } from './service';
import type { ServicesOption } from '../../services';

export async function companyReportRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = declareRoutes({ tags: ['admin: companies'], access: adminsWith('companies:manage') });
  const service = createCompanyReportService(services);

  api.get('/admin/companies/report/:companyId', route('getCompanyReport', 'Rapport d’utilisation d’une entreprise', { params: companyParamsSchema, response: companyReportSchema }), async (request) =>
    service.load(request.params.companyId),
  );
}
