import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMailListSchema, outboxMailPageSchema, outboxMailQuerySchema, type ListQuery } from '@parenthese/shared';
import { pageOrDocumentedShape } from '../../db/list-page';
import { adminsWith } from '../../plugins/auth';
import { presentOutboxMail } from './presenter';
import { listOutboxMails } from './repository';

const UNPAGED_LIMIT = 200;

/** The super-admin mail view reads the real outbox here. */
export async function outboxRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Mails carry reset links: only technical administrators may read them.
  api.get(
    '/admin/mails',
    {
      config: { access: adminsWith('mails:read') },
      schema: { tags: ['outbox'], querystring: outboxMailQuerySchema, response: { 200: z.union([outboxMailPageSchema, outboxMailListSchema]) } },
    },
    // Without page parameters the list keeps its first shape: the newest mails under `mails`.
    async (request) => {
      const to = request.query.to || undefined;
      const load = async (query: ListQuery) => {
        const page = await listOutboxMails(app.db, { ...query, to });
        return { ...page, items: page.items.map(presentOutboxMail) };
      };
      return pageOrDocumentedShape(request.url, request.query, { load, unpagedLimit: UNPAGED_LIMIT, unpaged: (mails) => ({ mails }) });
    },
  );
}
