import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyCreateRequestSchema,
  successResponseSchema,
  companyListSchema,
  companyPageSchema,
  companyParamsSchema,
  companySchema,
  companyUpdateRequestSchema,
  listQuerySchema,
} from '@parenthese/shared';
import { pageOrDocumentedShape } from '../../../db/list-page';
import { adminsWith, currentUser } from '../../../plugins/auth';
import { declareRoutes } from '../../../plugins/route-declaration';
import { createCompanyService } from './service';
import type { ServicesOption } from '../../services';

/** Every company of a list without page parameters fits one answer: the platform has a few thousand at most. */
const UNPAGED_LIMIT = 10_000;

export async function companyRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = declareRoutes({ tags: ['admin: companies'], access: adminsWith('companies:manage') });
  const service = createCompanyService(services);

  api.get(
    '/admin/companies/get/all',
    route('listCompanies', 'Entreprises clientes', { querystring: listQuerySchema, response: z.union([companyPageSchema, companyListSchema]) }),
    // The spec's shape without page parameters: every company under `companies`.
    async (request) => pageOrDocumentedShape(request.url, request.query, { load: service.list, unpagedLimit: UNPAGED_LIMIT, unpaged: (companies) => ({ companies }) }),
  );

  api.get(
    '/admin/companies/get/:companyId',
    // One company, for its detail page: the page no longer loads every company to show one.
    route('getCompany', 'Une entreprise cliente', { params: companyParamsSchema, response: companySchema }),
    async (request) => service.load(request.params.companyId),
  );

  api.post('/admin/companies/create', route('createCompany', 'Créer une entreprise cliente', { errors: [409], body: companyCreateRequestSchema, response: companySchema }), async (request) =>
    service.create(currentUser(request), request.body),
  );

  api.post(
    '/admin/companies/update/:companyId',
    route('updateCompany', 'Modifier une entreprise cliente', { errors: [409], params: companyParamsSchema, body: companyUpdateRequestSchema, response: companySchema }),
    async (request) => service.update(currentUser(request), request.params.companyId, request.body),
  );

  api.delete(
    '/admin/companies/delete/:companyId',
    route('deleteCompany', 'Supprimer une entreprise cliente', { errors: [409], params: companyParamsSchema, response: successResponseSchema }),
    async (request) => service.remove(currentUser(request), request.params.companyId),
  );
}
