import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { outboxMailListSchema, outboxMailQuerySchema } from '@parenthese/shared';
import { adminsWith } from '../../plugins/auth';
import { presentOutboxMail } from './presenter';
import { listOutboxMails } from './repository';

/** The super-admin mail view reads the real outbox here. */
export async function outboxRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Mails carry reset links: only technical administrators may read them.
  api.get(
    '/admin/mails',
    { config: { access: adminsWith('mails:read') }, schema: { tags: ['outbox'], querystring: outboxMailQuerySchema, response: { 200: outboxMailListSchema } } },
    async (request) => {
      const rows = await listOutboxMails(app.db, { to: request.query.to || undefined });
      return { mails: rows.map(presentOutboxMail) };
    },
  );
}
