import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactRequestHandledRequestSchema,
  contactRequestListItemSchema,
  contactRequestListQuerySchema,
  contactRequestListSchema,
  contactRequestPageSchema,
  contactRequestSchema,
  idParamsSchema,
  publicConfigSchema,
  successResponseSchema,
} from '@parenthese/shared';
import { pageOrDocumentedShape } from '../../db/list-page';
import { adminsWith, currentUser } from '../../plugins/auth';
import { declareRoutes } from '../../plugins/route-declaration';
import { presentPublicConfig } from './presenter';
import { createContactService } from './service';
import type { ServicesOption } from '../services';

export async function contactRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const contactRoute = declareRoutes({ tags: ['contact'], access: 'public' });
  const publicRoute = declareRoutes({ tags: ['public'], access: 'public' });
  const contactService = createContactService(services);

  // The body is parsed by the service with the shared contract, so that suspicious content gets its
  // own message ('Contenu suspect détecté') whichever field holds it, and control characters are
  // stripped as the spec asks: the route only names it for the API document (documentedBody).
  api.post('/contact/request', contactRoute('requestDemonstration', 'Demander une démonstration', { documentedBody: contactRequestSchema, response: successResponseSchema }), async (request) =>
    contactService.submitRequest(request.body, request.ip),
  );

  api.get(
    '/admin/contact-requests',
    contactRoute('listContactRequests', 'Demandes de démonstration', {
      access: adminsWith('demo-requests:read'),
      querystring: contactRequestListQuerySchema,
      response: z.union([contactRequestPageSchema, contactRequestListSchema]),
    }),
    // Without page parameters the list keeps its first shape: the newest requests, as a plain array.
    async (request) =>
      pageOrDocumentedShape(request.url, request.query, {
        load: (listQuery) => contactService.listRequests({ ...listQuery, status: request.query.status }),
        unpagedLimit: 500,
        unpaged: (items) => items,
      }),
  );

  api.post(
    '/admin/contact-requests/:id/handled',
    contactRoute('setContactRequestHandled', 'Marquer une demande de démonstration comme traitée ou non', {
      access: adminsWith('demo-requests:handle'),
      params: idParamsSchema,
      body: contactRequestHandledRequestSchema,
      response: contactRequestListItemSchema,
    }),
    async (request) => contactService.setHandled(currentUser(request).id, request.params.id, request.body.isHandled),
  );

  api.get('/public/config', publicRoute('getPublicConfig', 'Réglages publics de la page d’accueil', { isDatabaseFree: true, response: publicConfigSchema }), async () =>
    presentPublicConfig(services.config),
  );
}
