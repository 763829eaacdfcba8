import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { declareRoutes } from '../../plugins/route-declaration';
import { legalFactsSchema } from '@parenthese/shared';
import { presentLegalFacts } from './presenter';
import type { ServicesOption } from '../services';

/** The facts of the pages the law expects (issue 26), read by anyone: the pages are public. */
export async function legalRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = declareRoutes({ tags: ['public'], access: 'public' });
  api.get(
    '/legal/facts',
    route('getLegalFacts', 'Faits affichés par les pages légales', {
      description: 'Éditeur, hébergeur, contacts et durées de conservation affichés par les pages légales',
      isDatabaseFree: true,
      response: legalFactsSchema,
    }),
    async () => presentLegalFacts(services.config),
  );
}
