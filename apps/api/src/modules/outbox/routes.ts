import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  outboxMailListSchema,
  outboxMailPageSchema,
  outboxMailParamsSchema,
  outboxMailQuerySchema,
  outboxMailSchema,
  outboxMailUpdateRequestSchema,
  successResponseSchema,
  type ListQuery,
} from '@parenthese/shared';
import { pageOrDocumentedShape } from '../../db/list-page';
import { adminsWith, currentUser } from '../../plugins/auth';
import { createOutboxService } from './service';
import type { ServicesOption } from '../services';

const UNPAGED_LIMIT = 200;

/** The super-admin mail view reads the real outbox here; what each mail shows is the admin mail presenter's. */
export async function outboxRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createOutboxService(services);
  const tags = ['outbox'];
  const manage = { access: adminsWith('mails:manage') };

  api.get(
    '/admin/mails',
    {
      config: { access: adminsWith('mails:read') },
      schema: { operationId: 'listMails', summary: 'Mails de la boîte d’envoi', tags, querystring: outboxMailQuerySchema, response: { 200: z.union([outboxMailPageSchema, outboxMailListSchema]) } },
    },
    // Without page parameters the list keeps its first shape: the newest mails under `mails`.
    async (request) => {
      const to = request.query.to || undefined;
      const load = (query: ListQuery) => service.list({ ...query, to });
      return pageOrDocumentedShape(request.url, request.query, { load, unpagedLimit: UNPAGED_LIMIT, unpaged: (mails) => ({ mails }) });
    },
  );

  api.post(
    '/admin/mails/:id/send',
    { config: { ...manage, errors: [409] }, schema: { operationId: 'sendMail', summary: 'Envoyer ou renvoyer un mail', tags, params: outboxMailParamsSchema, response: { 200: outboxMailSchema } } },
    async (request) => service.send(currentUser(request), request.params.id),
  );

  api.put(
    '/admin/mails/:id',
    {
      config: { ...manage, errors: [409] },
      schema: { operationId: 'updateMail', summary: 'Modifier un brouillon de mail', tags, params: outboxMailParamsSchema, body: outboxMailUpdateRequestSchema, response: { 200: outboxMailSchema } },
    },
    async (request) => service.update(currentUser(request), request.params.id, request.body),
  );

  api.delete(
    '/admin/mails/:id',
    {
      config: { ...manage, errors: [409] },
      schema: { operationId: 'deleteMail', summary: 'Supprimer un brouillon de mail', tags, params: outboxMailParamsSchema, response: { 200: successResponseSchema } },
    },
    async (request) => service.remove(currentUser(request), request.params.id),
  );
}
