import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { legalFactsSchema } from '@parenthese/shared';
import { presentLegalFacts } from './presenter';
import type { ServicesOption } from '../services';

/** The facts of the pages the law expects (issue 26), read by anyone: the pages are public. */
export async function legalRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/legal/facts',
    {
      config: { access: 'public', isDatabaseFree: true },
      schema: {
        operationId: 'getLegalFacts',
        summary: 'Faits affichés par les pages légales',
        tags: ['public'],
        description: 'Éditeur, hébergeur, contacts et durées de conservation affichés par les pages légales',
        response: { 200: legalFactsSchema },
      },
    },
    async () => presentLegalFacts(services.config),
  );
}
