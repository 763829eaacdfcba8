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
import { presentPublicConfig } from './presenter';
import { createContactService } from './service';
import type { ServicesOption } from '../services';

export async function contactRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const contactService = createContactService(services);

  // The body is parsed by the service with the shared contract, so that suspicious content gets its
  // own message ('Contenu suspect détecté') whichever field holds it, and control characters are
  // stripped as the spec asks: the route only names it for the API document (documentedBody).
  api.post(
    '/contact/request',
    {
      config: { access: 'public', documentedBody: contactRequestSchema },
      schema: { operationId: 'requestDemonstration', summary: 'Demander une démonstration', tags: ['contact'], response: { 200: successResponseSchema } },
    },
    async (request) => contactService.submitRequest(request.body, request.ip),
  );

  api.get(
    '/admin/contact-requests',
    {
      config: { access: adminsWith('demo-requests:read') },
      schema: {
        operationId: 'listContactRequests',
        summary: 'Demandes de démonstration',
        tags: ['contact'],
        querystring: contactRequestListQuerySchema,
        response: { 200: z.union([contactRequestPageSchema, contactRequestListSchema]) },
      },
    },
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
    {
      config: { access: adminsWith('demo-requests:handle') },
      schema: {
        operationId: 'setContactRequestHandled',
        summary: 'Marquer une demande de démonstration comme traitée ou non',
        tags: ['contact'],
        params: idParamsSchema,
        body: contactRequestHandledRequestSchema,
        response: { 200: contactRequestListItemSchema },
      },
    },
    async (request) => contactService.setHandled(currentUser(request).id, request.params.id, request.body.isHandled),
  );

  api.get(
    '/public/config',
    {
      config: { access: 'public', isDatabaseFree: true },
      schema: { operationId: 'getPublicConfig', summary: 'Réglages publics de la page d’accueil', tags: ['public'], response: { 200: publicConfigSchema } },
    },
    async () => presentPublicConfig(services.config),
  );
}
