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
import { createCompanyService } from './service';
import type { ServicesOption } from '../../services';

/** Every company of a list without page parameters fits one answer: the platform has a few thousand at most. */
const UNPAGED_LIMIT = 10_000;

export async function companyRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createCompanyService(services);
  const config = { access: adminsWith('companies:manage') };
  const tags = ['admin: companies'];

  api.get(
    '/admin/companies/get/all',
    { config, schema: { operationId: 'listCompanies', summary: 'Entreprises clientes', tags, querystring: listQuerySchema, response: { 200: z.union([companyPageSchema, companyListSchema]) } } },
    // The spec's shape without page parameters: every company under `companies`.
    async (request) => pageOrDocumentedShape(request.url, request.query, { load: service.list, unpagedLimit: UNPAGED_LIMIT, unpaged: (companies) => ({ companies }) }),
  );

  api.get(
    '/admin/companies/get/:companyId',
    // One company, for its detail page: the page no longer loads every company to show one.
    { config, schema: { operationId: 'getCompany', summary: 'Une entreprise cliente', tags, params: companyParamsSchema, response: { 200: companySchema } } },
    async (request) => service.load(request.params.companyId),
  );

  api.post(
    '/admin/companies/create',
    {
      config: { ...config, errors: [409] },
      schema: { operationId: 'createCompany', summary: 'Créer une entreprise cliente', tags, body: companyCreateRequestSchema, response: { 200: companySchema } },
    },
    async (request) => service.create(currentUser(request), request.body),
  );

  api.post(
    '/admin/companies/update/:companyId',
    {
      config: { ...config, errors: [409] },
      schema: { operationId: 'updateCompany', summary: 'Modifier une entreprise cliente', tags, params: companyParamsSchema, body: companyUpdateRequestSchema, response: { 200: companySchema } },
    },
    async (request) => service.update(currentUser(request), request.params.companyId, request.body),
  );

  api.delete(
    '/admin/companies/delete/:companyId',
    {
      config: { ...config, errors: [409] },
      schema: { operationId: 'deleteCompany', summary: 'Supprimer une entreprise cliente', tags, params: companyParamsSchema, response: { 200: successResponseSchema } },
    },
    async (request) => service.remove(currentUser(request), request.params.companyId),
  );
}
