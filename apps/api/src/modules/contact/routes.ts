import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactRequestListSchema, contactRequestPageSchema, listQuerySchema, publicConfigSchema, successResponseSchema } from '@parenthese/shared';
import { isPagedRequest } from '../../db/list-page';
import { adminsWith } from '../../plugins/auth';

const UNPAGED_LIMIT = 500;
import { presentPublicConfig } from './presenter';
import { createContactService } from './service';

export async function contactRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const contactService = createContactService(app);

  // The body is parsed by the service with the shared contract, so that suspicious content gets its
  // own message ('Contenu suspect détecté') whichever field holds it.
  api.post(
    '/contact/request',
    { config: { access: 'public' }, schema: { tags: ['contact'], description: 'Demande de démonstration (corps : contactRequestSchema)', response: { 200: successResponseSchema } } },
    async (request) => contactService.submitRequest(request.body, request.ip),
  );

  api.get(
    '/admin/contact-requests',
    {
      config: { access: adminsWith('demo-requests:read') },
      schema: { tags: ['contact'], querystring: listQuerySchema, response: { 200: z.union([contactRequestPageSchema, contactRequestListSchema]) } },
    },
    async (request) => {
      if (isPagedRequest(request.url)) return contactService.listRequests(request.query);
      // Without page parameters the list keeps its first shape: the newest requests, as a plain array.
      return (await contactService.listRequests({ search: '', page: 1, pageSize: UNPAGED_LIMIT })).items;
    },
  );

  api.get('/public/config', { config: { access: 'public' }, schema: { tags: ['public'], response: { 200: publicConfigSchema } } }, async () => presentPublicConfig(app.config));
}
