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
import { declareRoutes } from '../../plugins/route-declaration';
import { createOutboxService } from './service';
import type { ServicesOption } from '../services';

const UNPAGED_LIMIT = 200;

/** The super-admin mail view reads the real outbox here; what each mail shows is the admin mail presenter's. */
export async function outboxRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = declareRoutes({ tags: ['outbox'], access: adminsWith('mails:manage') });
  const service = createOutboxService(services);

  api.get(
    '/admin/mails',
    route('listMails', 'Mails de la boîte d’envoi', { access: adminsWith('mails:read'), querystring: outboxMailQuerySchema, response: z.union([outboxMailPageSchema, outboxMailListSchema]) }),
    // Without page parameters the list keeps its first shape: the newest mails under `mails`.
    async (request) => {
      const to = request.query.to || undefined;
      const load = (query: ListQuery) => service.list({ ...query, to });
      return pageOrDocumentedShape(request.url, request.query, { load, unpagedLimit: UNPAGED_LIMIT, unpaged: (mails) => ({ mails }) });
    },
  );

  api.post('/admin/mails/:id/send', route('sendMail', 'Envoyer ou renvoyer un mail', { errors: [409], params: outboxMailParamsSchema, response: outboxMailSchema }), async (request) =>
    service.send(currentUser(request), request.params.id),
  );

  api.put(
    '/admin/mails/:id',
    route('updateMail', 'Modifier un brouillon de mail', { errors: [409], params: outboxMailParamsSchema, body: outboxMailUpdateRequestSchema, response: outboxMailSchema }),
    async (request) => service.update(currentUser(request), request.params.id, request.body),
  );

  api.delete('/admin/mails/:id', route('deleteMail', 'Supprimer un brouillon de mail', { errors: [409], params: outboxMailParamsSchema, response: successResponseSchema }), async (request) =>
    service.remove(currentUser(request), request.params.id),
  );
}
